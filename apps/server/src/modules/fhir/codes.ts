import { listKey } from "@medcamp/contract";

/** The code systems a MedCamp FHIR resource names (ADR 031). */
export const SYSTEMS = {
  loinc: "http://loinc.org",
  ucum: "http://unitsofmeasure.org",
  icd10: "http://hl7.org/fhir/sid/icd-10",
  snomed: "http://snomed.info/sct",
  observationCategory: "http://terminology.hl7.org/CodeSystem/observation-category",
  conditionCategory: "http://terminology.hl7.org/CodeSystem/condition-category",
  conditionClinical: "http://terminology.hl7.org/CodeSystem/condition-clinical",
  conditionVerification: "http://terminology.hl7.org/CodeSystem/condition-ver-status",
  actCode: "http://terminology.hl7.org/CodeSystem/v3-ActCode",
} as const;

export type ObservationCategory = "vital-signs" | "laboratory" | "exam";

interface ScreeningCode {
  loinc: string;
  display: string;
  category: ObservationCategory;
}

/**
 * LOINC codes of the screening tests the product lists by default (DEFAULT_SCREENING_TESTS), by their listKey. A
 * camp's own test that is not here leaves with its name as Observation.code.text only: a guessed code is worse than
 * none. The examinations with a text result (visual acuity, oral and breast examination) carry no code either.
 */
const SCREENING_CODES: Record<string, ScreeningCode> = {
  haemoglobin: { loinc: "718-7", display: "Hemoglobin [Mass/volume] in Blood", category: "laboratory" },
  "fasting blood sugar": {
    loinc: "1558-6",
    display: "Fasting glucose [Mass/volume] in Serum or Plasma",
    category: "laboratory",
  },
  hba1c: {
    loinc: "4548-4",
    display: "Hemoglobin A1c/Hemoglobin.total in Blood",
    category: "laboratory",
  },
  "urine protein (dipstick)": {
    loinc: "20454-5",
    display: "Protein [Presence] in Urine by Test strip",
    category: "laboratory",
  },
  "urine sugar (dipstick)": {
    loinc: "25428-4",
    display: "Glucose [Presence] in Urine by Test strip",
    category: "laboratory",
  },
  "pregnancy test": {
    loinc: "2106-3",
    display: "Choriogonadotropin (pregnancy test) [Presence] in Urine",
    category: "laboratory",
  },
  "malaria rapid test": {
    loinc: "70569-9",
    display: "Plasmodium sp Ag [Presence] in Blood by Rapid immunoassay",
    category: "laboratory",
  },
  "hepatitis b (hbsag)": {
    loinc: "5196-1",
    display: "Hepatitis B virus surface Ag [Presence] in Serum",
    category: "laboratory",
  },
  "peak expiratory flow": {
    loinc: "19935-6",
    display: "Maximum expiratory gas flow Respiratory system airway by Peak flow meter",
    category: "exam",
  },
};

export const screeningCode = (test: string): ScreeningCode | undefined => SCREENING_CODES[listKey(test)];

/** A positive or negative screening result as SNOMED CT's qualifier values. */
export const QUALITATIVE_RESULTS = {
  positive: { system: SYSTEMS.snomed, code: "10828004", display: "Positive" },
  negative: { system: SYSTEMS.snomed, code: "260385009", display: "Negative" },
} as const;

/**
 * Units a screening station types that are valid UCUM codes as written: a Quantity in one of them names UCUM as its
 * system; any other unit leaves as the unit's text alone (FHIR's qty-3 allows that, not a wrong code).
 */
const UCUM_AS_TYPED = new Set(["g/dL", "mg/dL", "mmol/L", "%", "L/min", "/min", "cm", "kg", "mm[Hg]", "Cel", "g/L"]);
export const isUcum = (unit: string) => UCUM_AS_TYPED.has(unit);

/** SNOMED CT's "Patient referral (procedure)": a referral's ServiceRequest.category. */
export const REFERRAL_CATEGORY = { system: SYSTEMS.snomed, code: "3457005", display: "Patient referral" } as const;

/** A referral's urgency as FHIR's request priority: MedCamp's "soon" is FHIR's urgent, its "urgent" FHIR's asap. */
export const REFERRAL_PRIORITY = { routine: "routine", soon: "urgent", urgent: "asap" } as const;
