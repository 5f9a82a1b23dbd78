import { findDiagnosis, type VisitSummary } from "@medcamp/contract";
import { VISIT_ID } from "../clinic-test-data";

/** A signed visit's summary as the server answers it, in Bengali (the person's language). */
export function sampleSummary(overrides: Partial<VisitSummary> = {}): VisitSummary {
  return {
    visitId: VISIT_ID,
    locale: "bn",
    camp: { id: "c1", title: "Heart Health Week" },
    day: "2026-11-28",
    token: 7,
    person: { name: "Rahima Begum", sex: "female", ageYears: 46 },
    vitals: [
      { key: "heightCm", value: 158, unit: "cm" },
      { key: "weightKg", value: 60, unit: "kg" },
      { key: "systolic", value: 150, unit: "mmHg" },
      { key: "diastolic", value: 95, unit: "mmHg" },
      { key: "pulse", value: 72, unit: "beats/min" },
    ],
    flags: ["bloodPressureRaised"],
    diagnoses: [
      { code: "I10", name: findDiagnosis("I10")!.names.bn!, text: null },
      { code: null, name: null, text: "Headaches for two weeks" },
    ],
    prescriptions: [{ medicine: "Amlodipine", dose: "5 mg", frequency: "Once a day", days: 30 }],
    advice: "Less salt",
    nextStep: "Come back in a month",
    signedBy: "Dr Rahman",
    signedAt: "2026-11-28T08:21:00.000Z",
    digest: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    ...overrides,
  };
}
