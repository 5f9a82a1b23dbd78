import { describe, expect, it } from "vitest";
import {
  BLOOD_PRESSURE_PAIR_MESSAGE,
  BMI_NOT_ENTERED_MESSAGE,
  bmiBand,
  computeBmi,
  GLUCOSE_UNIT_MESSAGE,
  MEASURED_VITAL_KEYS,
  toObservations,
  vitalFlags,
  VITALS,
  vitalsInputSchema,
  type MeasuredVitalKey,
  type VitalReadings,
} from "./vitals.ts";

/** The issues of a refused input, as path and message. */
function refusals(input: unknown) {
  const result = vitalsInputSchema.safeParse(input);
  expect(result.success, "input should be refused").toBe(false);
  return result.error?.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) ?? [];
}

const flagCodes = (vitals: VitalReadings, ageYears?: number) => vitalFlags(vitals, { ageYears }).map((f) => f.code);

describe("vitalsInputSchema", () => {
  it("accepts an empty section and a partial one: a station records what it measured", () => {
    expect(vitalsInputSchema.parse({})).toEqual({});
    expect(vitalsInputSchema.parse({ pulse: 72, spo2: 98 })).toEqual({ pulse: 72, spo2: 98 });
  });

  it("refuses 400/20 with a sentence naming each field, its value and its range", () => {
    expect(refusals({ systolic: 400, diastolic: 20 })).toEqual([
      { path: "systolic", message: "Systolic blood pressure 400 mmHg is outside 60–260: check the reading" },
      { path: "diastolic", message: "Diastolic blood pressure 20 mmHg is outside 30–160: check the reading" },
    ]);
  });

  it("carries the value and range in the issue's params", () => {
    const issue = vitalsInputSchema.safeParse({ systolic: 400, diastolic: 80 }).error?.issues[0];
    expect(issue).toMatchObject({
      code: "custom",
      params: { reason: "outOfRange", vital: "systolic", value: 400, unit: "mmHg", min: 60, max: 260 },
    });
  });

  // Each reading at its limits and one step beyond; blood pressure comes with a partner that keeps the pair valid.
  const partners: Partial<Record<MeasuredVitalKey, (value: number) => VitalReadings>> = {
    systolic: (value) => ({ diastolic: Math.min(value - 1, 80) }),
    diastolic: (value) => ({ systolic: Math.max(value + 1, 120) }),
  };
  it.each(MEASURED_VITAL_KEYS)("%s: accepts its limits and refuses one step beyond them", (key) => {
    const { min, max, decimals, label, unit } = VITALS[key];
    const step = 10 ** -decimals;
    const withPartner = (value: number) => ({ [key]: value, ...partners[key]?.(value) });
    expect(vitalsInputSchema.parse(withPartner(min))[key]).toBe(min);
    expect(vitalsInputSchema.parse(withPartner(max))[key]).toBe(max);
    const below = Number((min - step).toFixed(decimals));
    const above = Number((max + step).toFixed(decimals));
    expect(refusals(withPartner(below))).toEqual([
      { path: key, message: `${label} ${below} ${unit} is outside ${min}–${max}: check the reading` },
    ]);
    expect(refusals(withPartner(above))).toEqual([
      { path: key, message: `${label} ${above} ${unit} is outside ${min}–${max}: check the reading` },
    ]);
  });

  it("refuses more decimals than a reading has", () => {
    expect(vitalsInputSchema.parse({ temperatureC: 36.6 })).toEqual({ temperatureC: 36.6 });
    expect(refusals({ temperatureC: 36.65 })).toEqual([
      { path: "temperatureC", message: "Temperature 36.65 °C may have at most 1 decimal: check the reading" },
    ]);
    expect(refusals({ systolic: 120.5, diastolic: 80 })).toEqual([
      { path: "systolic", message: "Systolic blood pressure 120.5 mmHg must be a whole number: check the reading" },
    ]);
  });

  it("refuses a reading that is not a number, naming it", () => {
    expect(refusals({ pulse: "72" })).toEqual([{ path: "pulse", message: "Pulse must be a number" }]);
  });

  it("takes blood pressure as a pair: both or neither", () => {
    expect(vitalsInputSchema.parse({ systolic: 120, diastolic: 80 })).toEqual({ systolic: 120, diastolic: 80 });
    expect(refusals({ systolic: 120 })).toEqual([{ path: "diastolic", message: BLOOD_PRESSURE_PAIR_MESSAGE }]);
    expect(refusals({ diastolic: 80 })).toEqual([{ path: "systolic", message: BLOOD_PRESSURE_PAIR_MESSAGE }]);
  });

  it("refuses a diastolic equal to or above the systolic", () => {
    expect(vitalsInputSchema.parse({ systolic: 120, diastolic: 119 }).diastolic).toBe(119);
    expect(refusals({ systolic: 120, diastolic: 120 })).toEqual([
      {
        path: "diastolic",
        message: "Diastolic blood pressure 120 mmHg must be lower than systolic 120 mmHg: check the reading",
      },
    ]);
    expect(refusals({ systolic: 90, diastolic: 130 })[0]?.message).toBe(
      "Diastolic blood pressure 130 mmHg must be lower than systolic 90 mmHg: check the reading",
    );
  });

  it("converts blood sugar typed in mmol/L to mg/dL and stores mg/dL", () => {
    expect(vitalsInputSchema.parse({ randomGlucoseMgDl: 5.5, glucoseUnit: "mmol/L" })).toEqual({
      randomGlucoseMgDl: 99,
    });
    expect(vitalsInputSchema.parse({ randomGlucoseMgDl: 11.1, glucoseUnit: "mmol/L" })).toEqual({
      randomGlucoseMgDl: 200,
    });
    expect(vitalsInputSchema.parse({ randomGlucoseMgDl: 99, glucoseUnit: "mg/dL" })).toEqual({ randomGlucoseMgDl: 99 });
    expect(vitalsInputSchema.parse({ randomGlucoseMgDl: 44.4, glucoseUnit: "mmol/L" }).randomGlucoseMgDl).toBe(800);
  });

  it("checks mmol/L blood sugar against the range in mmol/L and says so in mmol/L", () => {
    expect(refusals({ randomGlucoseMgDl: 99, glucoseUnit: "mmol/L" })).toEqual([
      { path: "randomGlucoseMgDl", message: "Random blood sugar 99 mmol/L is outside 1.1–44.4: check the reading" },
    ]);
    expect(refusals({ randomGlucoseMgDl: 5.55, glucoseUnit: "mmol/L" })[0]?.message).toBe(
      "Random blood sugar 5.55 mmol/L may have at most 1 decimal: check the reading",
    );
    expect(refusals({ randomGlucoseMgDl: 99, glucoseUnit: "mmol" })).toEqual([
      { path: "glucoseUnit", message: GLUCOSE_UNIT_MESSAGE },
    ]);
  });

  it("computes BMI from height and weight and refuses a BMI typed in", () => {
    expect(vitalsInputSchema.parse({ heightCm: 170, weightKg: 65 })).toEqual({
      heightCm: 170,
      weightKg: 65,
      bmi: 22.5,
    });
    expect(vitalsInputSchema.parse({ heightCm: 170 })).toEqual({ heightCm: 170 });
    expect(refusals({ heightCm: 170, weightKg: 65, bmi: 22.5 })).toEqual([
      { path: "bmi", message: BMI_NOT_ENTERED_MESSAGE },
    ]);
  });

  it("refuses a height and weight whose BMI no person has", () => {
    expect(refusals({ heightCm: 170, weightKg: 6 })).toEqual([
      {
        path: "weightKg",
        message: "BMI 2.1 kg/m² from height 170 cm and weight 6 kg is outside 7–100: check height and weight",
      },
    ]);
  });
});

describe("computeBmi and bmiBand", () => {
  it("rounds BMI to one decimal", () => {
    expect(computeBmi(170, 65)).toBe(22.5);
    expect(computeBmi(160, 80)).toBe(31.3);
    expect(computeBmi(152.4, 45.2)).toBe(19.5);
  });

  it("bands adults by the WHO cut-offs", () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30].map((bmi) => bmiBand(bmi, 40))).toEqual([
      "underweight",
      "normal",
      "normal",
      "overweight",
      "overweight",
      "obese",
    ]);
  });

  it("gives no band under 18 and reads an unknown age as adult", () => {
    expect(bmiBand(16, 10)).toBeNull();
    expect(bmiBand(31, 17)).toBeNull();
    expect(bmiBand(16, 18)).toBe("underweight");
    expect(bmiBand(31)).toBe("obese");
  });
});

describe("vitalFlags", () => {
  it("raises blood pressure from 140 systolic or 90 diastolic", () => {
    expect(flagCodes({ systolic: 139, diastolic: 89 })).toEqual([]);
    expect(flagCodes({ systolic: 140, diastolic: 80 })).toEqual(["bloodPressureRaised"]);
    expect(flagCodes({ systolic: 130, diastolic: 90 })).toEqual(["bloodPressureRaised"]);
    expect(vitalFlags({ systolic: 140, diastolic: 90 })).toEqual([
      { code: "bloodPressureRaised", vital: "bloodPressure", severity: "raised", urgent: false },
    ]);
  });

  it("marks 180 systolic or 110 diastolic very high and urgent, instead of raised", () => {
    expect(flagCodes({ systolic: 179, diastolic: 109 })).toEqual(["bloodPressureRaised"]);
    expect(flagCodes({ systolic: 170, diastolic: 110 })).toEqual(["bloodPressureVeryHigh"]);
    expect(vitalFlags({ systolic: 180, diastolic: 100 })).toEqual([
      { code: "bloodPressureVeryHigh", vital: "bloodPressure", severity: "very high", urgent: true },
    ]);
  });

  it("flags random blood sugar from 200 mg/dL as raised and under 70 as low", () => {
    expect(flagCodes({ randomGlucoseMgDl: 199 })).toEqual([]);
    expect(flagCodes({ randomGlucoseMgDl: 200 })).toEqual(["bloodSugarRaised"]);
    expect(flagCodes({ randomGlucoseMgDl: 70 })).toEqual([]);
    expect(flagCodes({ randomGlucoseMgDl: 69 })).toEqual(["bloodSugarLow"]);
  });

  it("flags SpO₂ under 94 as low and under 90 as very low and urgent", () => {
    expect(flagCodes({ spo2: 94 })).toEqual([]);
    expect(flagCodes({ spo2: 93 })).toEqual(["oxygenLow"]);
    expect(flagCodes({ spo2: 90 })).toEqual(["oxygenLow"]);
    expect(vitalFlags({ spo2: 89 })).toEqual([
      { code: "oxygenVeryLow", vital: "spo2", severity: "very low", urgent: true },
    ]);
  });

  it("flags fever from 38.0 °C and a pulse over 100 or under 50", () => {
    expect(flagCodes({ temperatureC: 37.9 })).toEqual([]);
    expect(flagCodes({ temperatureC: 38 })).toEqual(["fever"]);
    expect(flagCodes({ pulse: 100 })).toEqual([]);
    expect(flagCodes({ pulse: 101 })).toEqual(["pulseHigh"]);
    expect(flagCodes({ pulse: 50 })).toEqual([]);
    expect(flagCodes({ pulse: 49 })).toEqual(["pulseLow"]);
  });

  it("flags the adult BMI bands", () => {
    expect(flagCodes({ heightCm: 170, weightKg: 53 })).toEqual(["underweight"]);
    expect(flagCodes({ heightCm: 170, weightKg: 65 })).toEqual([]);
    expect(flagCodes({ heightCm: 170, weightKg: 75 })).toEqual(["overweight"]);
    expect(vitalFlags({ heightCm: 160, weightKg: 80 })).toEqual([
      { code: "obese", vital: "bmi", severity: "high", urgent: false },
    ]);
  });

  it("gives a child no BMI band or fast-pulse flag but keeps the others", () => {
    const child = { heightCm: 120, weightKg: 45, pulse: 120, temperatureC: 38.5 };
    expect(flagCodes(child, 7)).toEqual(["fever"]);
    expect(flagCodes({ ...child, pulse: 45 }, 7)).toEqual(["pulseLow", "fever"]);
    expect(flagCodes(child, 30)).toEqual(["obese", "pulseHigh", "fever"]);
  });

  it("lists every flag of a section in the section's order", () => {
    const vitals = {
      heightCm: 160,
      weightKg: 70,
      systolic: 150,
      diastolic: 95,
      pulse: 110,
      temperatureC: 38.2,
      spo2: 92,
      randomGlucoseMgDl: 250,
    };
    expect(vitalFlags(vitals, { ageYears: 55 })).toEqual([
      { code: "overweight", vital: "bmi", severity: "raised", urgent: false },
      { code: "bloodPressureRaised", vital: "bloodPressure", severity: "raised", urgent: false },
      { code: "pulseHigh", vital: "pulse", severity: "high", urgent: false },
      { code: "fever", vital: "temperatureC", severity: "high", urgent: false },
      { code: "oxygenLow", vital: "spo2", severity: "low", urgent: false },
      { code: "bloodSugarRaised", vital: "randomGlucoseMgDl", severity: "raised", urgent: false },
    ]);
  });
});

describe("toObservations", () => {
  it("codes each reading with its LOINC code and UCUM unit, BMI included", () => {
    const vitals = vitalsInputSchema.parse({
      heightCm: 165,
      weightKg: 60,
      systolic: 118,
      diastolic: 76,
      pulse: 72,
      temperatureC: 36.8,
      spo2: 98,
      randomGlucoseMgDl: 6.1,
      glucoseUnit: "mmol/L",
    });
    expect(toObservations(vitals)).toEqual([
      { loinc: "8302-2", display: "Body height", value: 165, ucum: "cm", unit: "cm" },
      { loinc: "29463-7", display: "Body weight", value: 60, ucum: "kg", unit: "kg" },
      { loinc: "39156-5", display: "Body mass index (BMI) [Ratio]", value: 22, ucum: "kg/m2", unit: "kg/m²" },
      { loinc: "8480-6", display: "Systolic blood pressure", value: 118, ucum: "mm[Hg]", unit: "mmHg" },
      { loinc: "8462-4", display: "Diastolic blood pressure", value: 76, ucum: "mm[Hg]", unit: "mmHg" },
      { loinc: "8867-4", display: "Heart rate", value: 72, ucum: "/min", unit: "beats/min" },
      { loinc: "8310-5", display: "Body temperature", value: 36.8, ucum: "Cel", unit: "°C" },
      {
        loinc: "59408-5",
        display: "Oxygen saturation in Arterial blood by Pulse oximetry",
        value: 98,
        ucum: "%",
        unit: "%",
      },
      { loinc: "2339-0", display: "Glucose [Mass/volume] in Blood", value: 110, ucum: "mg/dL", unit: "mg/dL" },
    ]);
  });

  it("leaves BMI out without both height and weight, and absent readings out", () => {
    expect(toObservations({ weightKg: 60, pulse: 80 }).map((o) => o.loinc)).toEqual(["29463-7", "8867-4"]);
    expect(toObservations({})).toEqual([]);
  });
});
