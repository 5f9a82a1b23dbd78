// What the camp day's devices type: walk-ins at the desk and each station's section, varied as a real day's would be.

const FIRST_NAMES = ["Ayesha", "Rahim", "Fatema", "Karim", "Nasrin", "Jamal", "Shirin", "Habib", "Rokeya", "Sohel"];
const LAST_NAMES = ["Begum", "Hossain", "Akter", "Rahman", "Khatun", "Islam", "Sarkar", "Mia", "Chowdhury", "Das"];
const AREAS = ["Savar", "Ashulia", "Dhamrai", "Hemayetpur", "Birulia"];
/** Pairs of codes from the product's ICD-10 camp list, as a camp's doctors write them. */
const DIAGNOSES = [
  ["I10", "E11.9"],
  ["J06.9", "D50.9"],
  ["K29.7", "M54.5"],
  ["J45.9", "E78.5"],
  ["N39.0", "L30.9"],
] as const;
const MEDICINES = [
  { medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once daily", days: 30 },
  { medicine: "Metformin 500 mg", dose: "1 tablet", frequency: "twice daily after meals", days: 30 },
  { medicine: "Paracetamol 500 mg", dose: "1 tablet", frequency: "every 6 hours if needed", days: 5 },
  { medicine: "Omeprazole 20 mg", dose: "1 capsule", frequency: "before breakfast", days: 14 },
];

/** A small deterministic spread (no randomness: two runs send the same day). */
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const between = (i: number, min: number, max: number, salt: number) =>
  min + ((i * 7919 + salt * 104729) % (max - min + 1));

/** The desk's registration of walk-in `i`: a person with a Bangladeshi mobile number, consent to care. */
export function walkIn(i: number, visitId: string) {
  return {
    visitId,
    person: {
      name: `${pick(FIRST_NAMES, i)} ${pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length))} ${i}`,
      sex: i % 2 === 0 ? "female" : "male",
      birthYear: between(i, 1945, 2020, 1),
      // One number a family of three, as families share a phone.
      phone: `+8801711${100000 + Math.floor(i / 3)}`,
      area: pick(AREAS, i),
      language: i % 4 === 0 ? "en" : "bn",
    },
    consent: { care: true, followUp: i % 3 !== 0, keep: i % 5 === 0 },
  };
}

export function vitalsOf(i: number) {
  const systolic = between(i, 100, 175, 2);
  return {
    heightCm: between(i, 1450, 1820, 3) / 10,
    weightKg: between(i, 380, 950, 4) / 10,
    systolic,
    diastolic: Math.min(systolic - 20, between(i, 60, 105, 5)),
    pulse: between(i, 58, 110, 6),
    temperatureC: between(i, 361, 384, 7) / 10,
    spo2: between(i, 91, 99, 8),
    randomGlucoseMgDl: between(i, 75, 260, 9),
  };
}

/** A doctor's consultation: complaints and findings in free text, two ICD-10 codes, a plan and a prescription. */
export function consultationOf(i: number) {
  const [first, second] = pick(DIAGNOSES, i);
  return {
    complaints: "Headache and dizziness for two weeks, more thirst than usual, tired in the afternoons.",
    findings: "Alert, not pale. Heart sounds normal, chest clear. No swelling of the ankles.",
    diagnoses: [{ code: first }, { code: second, text: "newly found at the camp" }],
    plan: "Start treatment, recheck blood pressure and blood sugar at the upazila health complex in four weeks.",
    advice: "Less salt and sugar, a 30-minute walk daily, take the tablets at the same time each day.",
    prescriptions: [pick(MEDICINES, i), pick(MEDICINES, i + 1)],
  };
}

export const pharmacyOf = () => ({ notes: "Dispensed as prescribed; doses explained and repeated back." });
