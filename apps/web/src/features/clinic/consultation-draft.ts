/** A diagnosis of the consultation: a code of the list, free text, or both. */
export interface DiagnosisEntry {
  code?: string;
  text?: string;
}

/** A prescription row as typed (days as text until saved). */
export interface PrescriptionRow {
  medicine: string;
  dose: string;
  frequency: string;
  days: string;
}

export const EMPTY_PRESCRIPTION: PrescriptionRow = { medicine: "", dose: "", frequency: "", days: "" };

export interface ConsultationDraft {
  complaints: string;
  findings: string;
  diagnoses: DiagnosisEntry[];
  plan: string;
  advice: string;
  prescriptions: PrescriptionRow[];
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The form's draft from the saved section (or empty). */
export function consultationDraft(saved: Record<string, unknown> | undefined): ConsultationDraft {
  const prescriptions = Array.isArray(saved?.prescriptions) ? (saved.prescriptions as Record<string, unknown>[]) : [];
  return {
    complaints: textOf(saved?.complaints),
    findings: textOf(saved?.findings),
    diagnoses: Array.isArray(saved?.diagnoses) ? (saved.diagnoses as DiagnosisEntry[]) : [],
    plan: textOf(saved?.plan),
    advice: textOf(saved?.advice),
    prescriptions: prescriptions.map((p) => ({
      medicine: textOf(p.medicine),
      dose: textOf(p.dose),
      frequency: textOf(p.frequency),
      days: p.days === undefined ? "" : String(p.days),
    })),
  };
}

const isBlank = (row: PrescriptionRow) => Object.values(row).every((v) => v.trim() === "");

/** The section as sent: blank prescription rows left out, days as a number. */
export function consultationData(draft: ConsultationDraft): Record<string, unknown> {
  return {
    complaints: draft.complaints,
    findings: draft.findings,
    diagnoses: draft.diagnoses,
    plan: draft.plan,
    advice: draft.advice,
    prescriptions: draft.prescriptions
      .filter((row) => !isBlank(row))
      .map((row) => ({ ...row, days: Number(row.days.trim()) })),
  };
}
