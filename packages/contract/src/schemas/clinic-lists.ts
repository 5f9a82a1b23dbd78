import { z } from "zod";

// A camp's own lists for the clinic (issue 39): the screening tests its screening station runs and the medicines its
// doctors prescribe from (issue 40 adds their stock). A camp without a list of its own uses the defaults below.

export const SCREENING_RESULT_TYPES = ["number", "positiveNegative", "text"] as const;
export type ScreeningResultType = (typeof SCREENING_RESULT_TYPES)[number];

export const CLINIC_LIST_LIMITS = { screeningTests: 60, medicines: 400 } as const;

const text = (max: number, what: string) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .min(1, { message: `${what} is required` })
    .max(max, { message: `${what} must be at most ${max} characters` });

/** A screening test: its name, the kind of result it gives, and the unit of a number result. */
export const screeningTestSchema = z
  .object({
    name: text(80, "test name"),
    resultType: z.enum(SCREENING_RESULT_TYPES, { message: "result type must be number, positiveNegative or text" }),
    unit: text(20, "unit").optional(),
  })
  .refine((t) => t.resultType === "number" || t.unit === undefined, {
    message: "only a number result has a unit",
    path: ["unit"],
  });
export type ScreeningTest = z.infer<typeof screeningTestSchema>;

/** A medicine the camp's doctors prescribe from: name, strength, form and the unit it is given in. */
export const medicineSchema = z.object({
  name: text(80, "medicine name"),
  strength: text(40, "strength").optional(),
  form: text(40, "form"),
  unit: text(20, "unit"),
});
export type Medicine = z.infer<typeof medicineSchema>;

/** How a medicine is named on a prescription: its name and strength ("Amlodipine 5 mg"). */
export const medicineLabel = (medicine: Pick<Medicine, "name" | "strength">) =>
  medicine.strength ? `${medicine.name} ${medicine.strength}` : medicine.name;

/** Names compare without case or repeated spaces: "amlodipine  5 MG" is "Amlodipine 5 mg". */
export const listKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

const unique = <T>(key: (item: T) => string, what: string) => ({
  check: (items: T[]) => new Set(items.map((item) => listKey(key(item)))).size === items.length,
  message: `each ${what} may come once`,
});

const uniqueTests = unique<ScreeningTest>((t) => t.name, "test");
export const screeningTestsSchema = z.object({
  tests: z
    .array(screeningTestSchema)
    .max(CLINIC_LIST_LIMITS.screeningTests, {
      message: `a camp lists at most ${CLINIC_LIST_LIMITS.screeningTests} tests`,
    })
    .refine(uniqueTests.check, { message: uniqueTests.message }),
});
export type ScreeningTests = z.infer<typeof screeningTestsSchema>;

const uniqueMedicines = unique<Medicine>(medicineLabel, "medicine and strength");
export const medicinesSchema = z.object({
  medicines: z
    .array(medicineSchema)
    .max(CLINIC_LIST_LIMITS.medicines, {
      message: `a camp lists at most ${CLINIC_LIST_LIMITS.medicines} medicines`,
    })
    .refine(uniqueMedicines.check, { message: uniqueMedicines.message }),
});
export type Medicines = z.infer<typeof medicinesSchema>;

/** The screening tests of a camp that has no list of its own: the ones free camps run most. */
export const DEFAULT_SCREENING_TESTS: readonly ScreeningTest[] = [
  { name: "Haemoglobin", resultType: "number", unit: "g/dL" },
  { name: "Fasting blood sugar", resultType: "number", unit: "mg/dL" },
  { name: "HbA1c", resultType: "number", unit: "%" },
  { name: "Urine protein (dipstick)", resultType: "positiveNegative" },
  { name: "Urine sugar (dipstick)", resultType: "positiveNegative" },
  { name: "Pregnancy test", resultType: "positiveNegative" },
  { name: "Malaria rapid test", resultType: "positiveNegative" },
  { name: "Hepatitis B (HBsAg)", resultType: "positiveNegative" },
  { name: "Visual acuity", resultType: "text" },
  { name: "Oral examination", resultType: "text" },
  { name: "Breast examination", resultType: "text" },
  { name: "Peak expiratory flow", resultType: "number", unit: "L/min" },
];

/** The medicines of a camp that has no list of its own: common essential medicines at free camps. */
export const DEFAULT_MEDICINES: readonly Medicine[] = [
  { name: "Paracetamol", strength: "500 mg", form: "tablet", unit: "tablet" },
  { name: "Paracetamol syrup", strength: "120 mg/5 mL", form: "syrup", unit: "bottle" },
  { name: "Ibuprofen", strength: "400 mg", form: "tablet", unit: "tablet" },
  { name: "Amlodipine", strength: "5 mg", form: "tablet", unit: "tablet" },
  { name: "Losartan", strength: "50 mg", form: "tablet", unit: "tablet" },
  { name: "Hydrochlorothiazide", strength: "25 mg", form: "tablet", unit: "tablet" },
  { name: "Metformin", strength: "500 mg", form: "tablet", unit: "tablet" },
  { name: "Glibenclamide", strength: "5 mg", form: "tablet", unit: "tablet" },
  { name: "Atorvastatin", strength: "10 mg", form: "tablet", unit: "tablet" },
  { name: "Aspirin", strength: "75 mg", form: "tablet", unit: "tablet" },
  { name: "Amoxicillin", strength: "500 mg", form: "capsule", unit: "capsule" },
  { name: "Amoxicillin syrup", strength: "125 mg/5 mL", form: "syrup", unit: "bottle" },
  { name: "Azithromycin", strength: "500 mg", form: "tablet", unit: "tablet" },
  { name: "Ciprofloxacin", strength: "500 mg", form: "tablet", unit: "tablet" },
  { name: "Metronidazole", strength: "400 mg", form: "tablet", unit: "tablet" },
  { name: "Cotrimoxazole", strength: "480 mg", form: "tablet", unit: "tablet" },
  { name: "Albendazole", strength: "400 mg", form: "tablet", unit: "tablet" },
  { name: "Oral rehydration salts", form: "sachet", unit: "sachet" },
  { name: "Zinc", strength: "20 mg", form: "tablet", unit: "tablet" },
  { name: "Iron and folic acid", strength: "60 mg + 400 mcg", form: "tablet", unit: "tablet" },
  { name: "Calcium with vitamin D", strength: "500 mg + 200 IU", form: "tablet", unit: "tablet" },
  { name: "Vitamin B complex", form: "tablet", unit: "tablet" },
  { name: "Omeprazole", strength: "20 mg", form: "capsule", unit: "capsule" },
  { name: "Antacid", form: "chewable tablet", unit: "tablet" },
  { name: "Cetirizine", strength: "10 mg", form: "tablet", unit: "tablet" },
  { name: "Chlorphenamine", strength: "4 mg", form: "tablet", unit: "tablet" },
  { name: "Salbutamol inhaler", strength: "100 mcg/dose", form: "inhaler", unit: "inhaler" },
  { name: "Salbutamol", strength: "4 mg", form: "tablet", unit: "tablet" },
  { name: "Prednisolone", strength: "5 mg", form: "tablet", unit: "tablet" },
  { name: "Clotrimazole cream", strength: "1%", form: "cream", unit: "tube" },
  { name: "Permethrin cream", strength: "5%", form: "cream", unit: "tube" },
  { name: "Chloramphenicol eye drops", strength: "0.5%", form: "eye drops", unit: "bottle" },
  { name: "Artificial tears", form: "eye drops", unit: "bottle" },
  { name: "Diclofenac gel", strength: "1%", form: "gel", unit: "tube" },
];

/** A camp's screening tests as the stations read them; `custom` is false while the camp uses the defaults. */
export const screeningTestsAnswerSchema = screeningTestsSchema.extend({ custom: z.boolean() });
export type ScreeningTestsAnswer = z.infer<typeof screeningTestsAnswerSchema>;

/** A camp's medicines as the stations read them; `custom` is false while the camp uses the defaults. */
export const medicinesAnswerSchema = medicinesSchema.extend({ custom: z.boolean() });
export type MedicinesAnswer = z.infer<typeof medicinesAnswerSchema>;
