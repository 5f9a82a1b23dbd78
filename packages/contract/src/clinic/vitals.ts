import { z } from "zod";

/**
 * The vitals station's readings (issue 39 §3, ADR 027): what each one is, its LOINC code and UCUM unit, the
 * range a camp can really measure, how an entry is checked, the flags the next stations see and the coded
 * observations that leave the product (FHIR R4 later).
 */

export interface VitalDefinition {
  /** How the sentences of this module name the reading. */
  label: string;
  loinc: string;
  /** LOINC's long common name. */
  loincDisplay: string;
  /** The UCUM code a FHIR Quantity carries. */
  ucum: string;
  /** The unit as people read it. */
  unit: string;
  /** Decimals an entry may have. */
  decimals: number;
  /** The plausible range, inclusive: a reading outside it is a typing error, not a patient. */
  min: number;
  max: number;
}

export const VITALS = {
  // A term newborn is about 50 cm long, a small preterm baby 40 cm; 230 cm is above the tallest adults one meets.
  heightCm: {
    label: "Height",
    loinc: "8302-2",
    loincDisplay: "Body height",
    ucum: "cm",
    unit: "cm",
    decimals: 1,
    min: 40,
    max: 230,
  },
  // A low-birth-weight newborn is about 2 kg; camp platform scales stop at 150–300 kg.
  weightKg: {
    label: "Weight",
    loinc: "29463-7",
    loincDisplay: "Body weight",
    ucum: "kg",
    unit: "kg",
    decimals: 1,
    min: 2,
    max: 300,
  },
  // Computed, never entered. The range only catches a mistyped height/weight pair (170 cm with 6 kg gives 2.1):
  // severe wasting reaches about 8–10, a newborn 11–14, extreme obesity 60–80.
  bmi: {
    label: "BMI",
    loinc: "39156-5",
    loincDisplay: "Body mass index (BMI) [Ratio]",
    ucum: "kg/m2",
    unit: "kg/m²",
    decimals: 1,
    min: 7,
    max: 100,
  },
  // Automatic cuffs read about 60–260 systolic and 40–200 diastolic; outside these a person is in shock or in
  // a crisis no camp queue would hold, so the reading is far likelier mistyped (400/20).
  systolic: {
    label: "Systolic blood pressure",
    loinc: "8480-6",
    loincDisplay: "Systolic blood pressure",
    ucum: "mm[Hg]",
    unit: "mmHg",
    decimals: 0,
    min: 60,
    max: 260,
  },
  diastolic: {
    label: "Diastolic blood pressure",
    loinc: "8462-4",
    loincDisplay: "Diastolic blood pressure",
    ucum: "mm[Hg]",
    unit: "mmHg",
    decimals: 0,
    min: 30,
    max: 160,
  },
  // Fingertip oximeters and BP monitors count pulse from about 25 to 250 beats a minute; an infant's resting
  // pulse stays under 200.
  pulse: {
    label: "Pulse",
    loinc: "8867-4",
    loincDisplay: "Heart rate",
    ucum: "/min",
    unit: "beats/min",
    decimals: 0,
    min: 25,
    max: 220,
  },
  // Clinical thermometers read about 32–43 °C; below 30 or above 44 no one walks into a camp.
  temperatureC: {
    label: "Temperature",
    loinc: "8310-5",
    loincDisplay: "Body temperature",
    ucum: "Cel",
    unit: "°C",
    decimals: 1,
    min: 30,
    max: 44,
  },
  // A camp measures SpO₂ with a fingertip pulse oximeter, so the code is the pulse-oximetry one (59408-5) rather
  // than 2708-6, the arterial blood saturation of a blood-gas analyser. FHIR R4's oxygen saturation profile also
  // requires 2708-6 in Observation.code; SPO2_FHIR_REQUIRED_CODING is that second coding. Oximeters are accurate
  // from 70 % and few display under 50 %.
  spo2: {
    label: "SpO₂",
    loinc: "59408-5",
    loincDisplay: "Oxygen saturation in Arterial blood by Pulse oximetry",
    ucum: "%",
    unit: "%",
    decimals: 0,
    min: 50,
    max: 100,
  },
  // Glucose meters read about 20–600 mg/dL ("LO"/"HI" beyond); a laboratory analyser reaches higher.
  randomGlucoseMgDl: {
    label: "Random blood sugar",
    loinc: "2339-0",
    loincDisplay: "Glucose [Mass/volume] in Blood",
    ucum: "mg/dL",
    unit: "mg/dL",
    decimals: 0,
    min: 20,
    max: 800,
  },
} as const satisfies Record<string, VitalDefinition>;

export type VitalKey = keyof typeof VITALS;
/** The readings a station enters: every vital but BMI. */
export type MeasuredVitalKey = Exclude<VitalKey, "bmi">;
export const MEASURED_VITAL_KEYS = (Object.keys(VITALS) as VitalKey[]).filter(
  (key): key is MeasuredVitalKey => key !== "bmi",
);

/** FHIR R4 codes blood pressure as this panel, with systolic and diastolic as its components. */
export const BLOOD_PRESSURE_PANEL = {
  loinc: "85354-9",
  loincDisplay: "Blood pressure panel with all children optional",
} as const;

export const SPO2_FHIR_REQUIRED_CODING = {
  loinc: "2708-6",
  loincDisplay: "Oxygen saturation in Arterial blood",
} as const;

export const GLUCOSE_UNITS = ["mg/dL", "mmol/L"] as const;
export type GlucoseUnit = (typeof GLUCOSE_UNITS)[number];
/** Glucose's molar mass is 180.16 g/mol, so 1 mmol/L is 18.016 mg/dL. */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016;
/** Meters in mmol/L show one decimal. */
const GLUCOSE_MMOL_L_DECIMALS = 1;

export type VitalReadings = Partial<Record<MeasuredVitalKey, number>>;
/** A vitals section as stored: blood sugar in mg/dL, BMI computed when height and weight are both there. */
export type Vitals = VitalReadings & { bmi?: number };

// Thresholds of the flags. Names say the comparison: From is ≥, Above is >, Below is <.

/** Raised blood pressure (issue 39): systolic ≥ 140 or diastolic ≥ 90 mmHg. */
export const BLOOD_PRESSURE_RAISED_FROM = { systolic: 140, diastolic: 90 } as const;
/** Severe hypertension that needs a doctor now (ISH 2020, ESC 2018): ≥ 180 systolic or ≥ 110 diastolic. */
export const BLOOD_PRESSURE_VERY_HIGH_FROM = { systolic: 180, diastolic: 110 } as const;
/** A random blood sugar ≥ 200 mg/dL is the WHO/ADA level for suspected diabetes (issue 39). */
export const BLOOD_SUGAR_RAISED_FROM_MG_DL = 200;
/** Hypoglycaemia alert level (ADA level 1). */
export const BLOOD_SUGAR_LOW_BELOW_MG_DL = 70;
/** WHO adult BMI classification. */
export const BMI_UNDERWEIGHT_BELOW = 18.5;
export const BMI_OVERWEIGHT_FROM = 25;
export const BMI_OBESE_FROM = 30;
export const SPO2_LOW_BELOW = 94;
/** Below 90 % a person needs oxygen: urgent. */
export const SPO2_VERY_LOW_BELOW = 90;
export const FEVER_FROM_C = 38.0;
export const PULSE_HIGH_ABOVE = 100;
export const PULSE_LOW_BELOW = 50;
/**
 * Adult BMI bands and the adult pulse ceiling apply from this age; children need BMI-for-age growth charts and have
 * a faster normal pulse. An unknown age is read as adult: most people at a camp are.
 */
export const ADULT_FROM_AGE_YEARS = 18;

// Messages (English; they move into the message catalogue later).

/** A reading's label, unit and range in the unit it was typed in: blood sugar may come in mmol/L. */
export interface EnteredReading {
  label: string;
  unit: string;
  decimals: number;
  min: number;
  max: number;
}

export const vitalNotANumberMessage = (vital: VitalDefinition) => `${vital.label} must be a number`;

export const vitalOutOfRangeMessage = (vital: EnteredReading, value: number) =>
  `${vital.label} ${value} ${vital.unit} is outside ${vital.min}–${vital.max}: check the reading`;

export const vitalDecimalsMessage = (vital: EnteredReading, value: number) =>
  vital.decimals === 0
    ? `${vital.label} ${value} ${vital.unit} must be a whole number: check the reading`
    : `${vital.label} ${value} ${vital.unit} may have at most ${vital.decimals} decimal${vital.decimals === 1 ? "" : "s"}: check the reading`;

export const BLOOD_PRESSURE_PAIR_MESSAGE = "Blood pressure needs both systolic and diastolic: enter the missing one";

export const diastolicNotBelowSystolicMessage = (systolic: number, diastolic: number) =>
  `Diastolic blood pressure ${diastolic} mmHg must be lower than systolic ${systolic} mmHg: check the reading`;

export const bmiImplausibleMessage = (bmi: number, heightCm: number, weightKg: number) =>
  `BMI ${bmi} ${VITALS.bmi.unit} from height ${heightCm} cm and weight ${weightKg} kg is outside ${VITALS.bmi.min}–${VITALS.bmi.max}: check height and weight`;

export const BMI_NOT_ENTERED_MESSAGE = "BMI is computed from height and weight: leave it out";

export const GLUCOSE_UNIT_MESSAGE = `Blood sugar unit must be ${GLUCOSE_UNITS.join(" or ")}`;

/** What a refused vital's zod issue carries in `params`, beside its message. */
export type VitalIssueParams =
  | { reason: "outOfRange" | "decimals"; vital: VitalKey; value: number; unit: string; min: number; max: number }
  | { reason: "bloodPressurePair" | "diastolicNotBelowSystolic"; vital: "systolic" | "diastolic" };

// Computations.

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

export const mmolPerLitreToMgPerDl = (mmolL: number) =>
  roundTo(mmolL * GLUCOSE_MG_DL_PER_MMOL_L, VITALS.randomGlucoseMgDl.decimals);

/**
 * Body mass index, kg/m², to 1 decimal. Centimetres squared, not metres: (160 / 100) ** 2 is 2.5600000000000005
 * in floating point, which turns 80 kg's 31.25 into 31.2.
 */
export const computeBmi = (heightCm: number, weightKg: number) =>
  roundTo((weightKg * 10_000) / (heightCm * heightCm), VITALS.bmi.decimals);

export type BmiBand = "underweight" | "normal" | "overweight" | "obese";

/** The WHO adult band, or null under ADULT_FROM_AGE_YEARS (children need growth charts). */
export function bmiBand(bmi: number, ageYears?: number): BmiBand | null {
  if (ageYears !== undefined && ageYears < ADULT_FROM_AGE_YEARS) return null;
  if (bmi < BMI_UNDERWEIGHT_BELOW) return "underweight";
  if (bmi >= BMI_OBESE_FROM) return "obese";
  if (bmi >= BMI_OVERWEIGHT_FROM) return "overweight";
  return "normal";
}

// The input a vitals station sends.

const reading = (vital: VitalDefinition) => z.number({ message: vitalNotANumberMessage(vital) }).optional();

const vitalsInputShape = z.object({
  heightCm: reading(VITALS.heightCm),
  weightKg: reading(VITALS.weightKg),
  systolic: reading(VITALS.systolic),
  diastolic: reading(VITALS.diastolic),
  pulse: reading(VITALS.pulse),
  temperatureC: reading(VITALS.temperatureC),
  spo2: reading(VITALS.spo2),
  randomGlucoseMgDl: reading(VITALS.randomGlucoseMgDl),
  /** The unit randomGlucoseMgDl was typed in; mmol/L is converted, mg/dL is stored. */
  glucoseUnit: z.enum(GLUCOSE_UNITS, { message: GLUCOSE_UNIT_MESSAGE }).optional(),
  bmi: z.undefined({ message: BMI_NOT_ENTERED_MESSAGE }).optional(),
});
type VitalsInputShape = z.infer<typeof vitalsInputShape>;

const glucoseInMmolL: EnteredReading = {
  label: VITALS.randomGlucoseMgDl.label,
  unit: "mmol/L",
  decimals: GLUCOSE_MMOL_L_DECIMALS,
  min: roundTo(VITALS.randomGlucoseMgDl.min / GLUCOSE_MG_DL_PER_MMOL_L, GLUCOSE_MMOL_L_DECIMALS),
  max: roundTo(VITALS.randomGlucoseMgDl.max / GLUCOSE_MG_DL_PER_MMOL_L, GLUCOSE_MMOL_L_DECIMALS),
};

/** The readings in mg/dL, without the unit field and the absent ones. */
function storedReadings(input: VitalsInputShape): VitalReadings {
  const readings: VitalReadings = {};
  for (const key of MEASURED_VITAL_KEYS) {
    const value = input[key];
    if (value !== undefined) readings[key] = value;
  }
  if (readings.randomGlucoseMgDl !== undefined && input.glucoseUnit === "mmol/L") {
    readings.randomGlucoseMgDl = mmolPerLitreToMgPerDl(readings.randomGlucoseMgDl);
  }
  return readings;
}

function checkVitals(input: VitalsInputShape, ctx: z.RefinementCtx) {
  const readings = storedReadings(input);
  const refuse = (key: VitalKey, message: string, params: VitalIssueParams) =>
    ctx.addIssue({ code: "custom", path: [key], message, params, input: input[key as keyof VitalsInputShape] });
  const inRange = new Set<MeasuredVitalKey>();
  for (const key of MEASURED_VITAL_KEYS) {
    const entered = input[key];
    const stored = readings[key];
    if (entered === undefined || stored === undefined) continue;
    const typed: EnteredReading =
      key === "randomGlucoseMgDl" && input.glucoseUnit === "mmol/L" ? glucoseInMmolL : VITALS[key];
    const { unit, min, max } = typed;
    if (!hasAtMostDecimals(entered, typed.decimals)) {
      refuse(key, vitalDecimalsMessage(typed, entered), {
        reason: "decimals",
        vital: key,
        value: entered,
        unit,
        min,
        max,
      });
    } else if (stored < VITALS[key].min || stored > VITALS[key].max) {
      refuse(key, vitalOutOfRangeMessage(typed, entered), {
        reason: "outOfRange",
        vital: key,
        value: entered,
        unit,
        min,
        max,
      });
    } else {
      inRange.add(key);
    }
  }
  const { systolic, diastolic, heightCm, weightKg } = readings;
  if ((systolic === undefined) !== (diastolic === undefined)) {
    const missing = systolic === undefined ? "systolic" : "diastolic";
    refuse(missing, BLOOD_PRESSURE_PAIR_MESSAGE, { reason: "bloodPressurePair", vital: missing });
  }
  const bothInRange = (a: MeasuredVitalKey, b: MeasuredVitalKey) => inRange.has(a) && inRange.has(b);
  if (systolic !== undefined && diastolic !== undefined && bothInRange("systolic", "diastolic")) {
    if (diastolic >= systolic) {
      refuse("diastolic", diastolicNotBelowSystolicMessage(systolic, diastolic), {
        reason: "diastolicNotBelowSystolic",
        vital: "diastolic",
      });
    }
  }
  if (heightCm !== undefined && weightKg !== undefined && bothInRange("heightCm", "weightKg")) {
    const bmi = computeBmi(heightCm, weightKg);
    const { unit, min, max } = VITALS.bmi;
    if (bmi < min || bmi > max) {
      refuse("weightKg", bmiImplausibleMessage(bmi, heightCm, weightKg), {
        reason: "outOfRange",
        vital: "bmi",
        value: bmi,
        unit,
        min,
        max,
      });
    }
  }
}

/**
 * A vitals section as a station sends it: every reading optional (a station may record some), each within its
 * plausible range, blood pressure as a pair with diastolic below systolic, blood sugar in mg/dL or, with
 * `glucoseUnit: "mmol/L"`, in mmol/L. Parses to the stored section: sugar in mg/dL, BMI computed.
 */
export const vitalsInputSchema = vitalsInputShape.superRefine(checkVitals).transform((input): Vitals => {
  const readings = storedReadings(input);
  const { heightCm, weightKg } = readings;
  return heightCm !== undefined && weightKg !== undefined
    ? { ...readings, bmi: computeBmi(heightCm, weightKg) }
    : readings;
});
export type VitalsInput = z.input<typeof vitalsInputSchema>;

// What the next stations see.

export type FlaggedVital = "bmi" | "bloodPressure" | "pulse" | "temperatureC" | "spo2" | "randomGlucoseMgDl";
export type VitalFlagSeverity = "very low" | "low" | "raised" | "high" | "very high";
export type VitalFlagCode =
  | "underweight"
  | "overweight"
  | "obese"
  | "bloodPressureRaised"
  | "bloodPressureVeryHigh"
  | "pulseHigh"
  | "pulseLow"
  | "fever"
  | "oxygenLow"
  | "oxygenVeryLow"
  | "bloodSugarRaised"
  | "bloodSugarLow";

export interface VitalFlag {
  code: VitalFlagCode;
  vital: FlaggedVital;
  severity: VitalFlagSeverity;
  /** A doctor should see this person before the rest of the queue. */
  urgent: boolean;
}

const flag = (code: VitalFlagCode, vital: FlaggedVital, severity: VitalFlagSeverity, urgent = false): VitalFlag => ({
  code,
  vital,
  severity,
  urgent,
});

const atLeast = (value: number | undefined, threshold: number) => value !== undefined && value >= threshold;

function bloodPressureFlag({ systolic, diastolic }: VitalReadings): VitalFlag | null {
  const veryHigh = BLOOD_PRESSURE_VERY_HIGH_FROM;
  if (atLeast(systolic, veryHigh.systolic) || atLeast(diastolic, veryHigh.diastolic)) {
    return flag("bloodPressureVeryHigh", "bloodPressure", "very high", true);
  }
  const raised = BLOOD_PRESSURE_RAISED_FROM;
  if (atLeast(systolic, raised.systolic) || atLeast(diastolic, raised.diastolic)) {
    return flag("bloodPressureRaised", "bloodPressure", "raised");
  }
  return null;
}

const BMI_BAND_FLAGS: Record<BmiBand, VitalFlag | null> = {
  underweight: flag("underweight", "bmi", "low"),
  normal: null,
  overweight: flag("overweight", "bmi", "raised"),
  obese: flag("obese", "bmi", "high"),
};

/**
 * The flags of a vitals section, one per vital at most (the most severe: a very high blood pressure is also
 * raised), in the order the section lists them. Blood pressure, sugar, SpO₂, fever and a slow pulse flag at any
 * age; BMI bands and a fast pulse only for adults.
 */
export function vitalFlags(vitals: VitalReadings, { ageYears }: { ageYears?: number } = {}): VitalFlag[] {
  const flags: (VitalFlag | null)[] = [];
  const adult = ageYears === undefined || ageYears >= ADULT_FROM_AGE_YEARS;
  const { heightCm, weightKg, pulse, temperatureC, spo2, randomGlucoseMgDl } = vitals;
  if (heightCm !== undefined && weightKg !== undefined) {
    const band = bmiBand(computeBmi(heightCm, weightKg), ageYears);
    flags.push(band && BMI_BAND_FLAGS[band]);
  }
  flags.push(bloodPressureFlag(vitals));
  if (adult && pulse !== undefined && pulse > PULSE_HIGH_ABOVE) flags.push(flag("pulseHigh", "pulse", "high"));
  if (pulse !== undefined && pulse < PULSE_LOW_BELOW) flags.push(flag("pulseLow", "pulse", "low"));
  if (atLeast(temperatureC, FEVER_FROM_C)) flags.push(flag("fever", "temperatureC", "high"));
  if (spo2 !== undefined && spo2 < SPO2_VERY_LOW_BELOW) flags.push(flag("oxygenVeryLow", "spo2", "very low", true));
  else if (spo2 !== undefined && spo2 < SPO2_LOW_BELOW) flags.push(flag("oxygenLow", "spo2", "low"));
  if (atLeast(randomGlucoseMgDl, BLOOD_SUGAR_RAISED_FROM_MG_DL)) {
    flags.push(flag("bloodSugarRaised", "randomGlucoseMgDl", "raised"));
  } else if (randomGlucoseMgDl !== undefined && randomGlucoseMgDl < BLOOD_SUGAR_LOW_BELOW_MG_DL) {
    flags.push(flag("bloodSugarLow", "randomGlucoseMgDl", "low"));
  }
  return flags.filter((f): f is VitalFlag => f !== null);
}

// Coded observations, for FHIR later.

export interface VitalObservation {
  loinc: string;
  display: string;
  value: number;
  ucum: string;
  unit: string;
}

/** One observation per reading, in VITALS order, BMI included when height and weight both are. */
export function toObservations(vitals: VitalReadings): VitalObservation[] {
  const { heightCm, weightKg } = vitals;
  const values: Partial<Record<VitalKey, number>> = {
    ...vitals,
    bmi: heightCm !== undefined && weightKg !== undefined ? computeBmi(heightCm, weightKg) : undefined,
  };
  return (Object.keys(VITALS) as VitalKey[]).flatMap((key) => {
    const value = values[key];
    if (value === undefined) return [];
    const { loinc, loincDisplay, ucum, unit } = VITALS[key];
    return [{ loinc, display: loincDisplay, value, ucum, unit }];
  });
}
