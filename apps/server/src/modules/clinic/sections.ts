import {
  computeBmi,
  consultationSectionSchema,
  findDiagnosis,
  counsellingSectionSchema,
  exitSectionSchema,
  pharmacySectionSchema,
  screeningSectionSchema,
  SECTION_FREE_TEXT,
  type StationKind,
  vitalFlags,
  vitalsInputSchema,
} from "@medcamp/contract";
import type { z } from "zod";
import { refuse } from "../../lib/http-errors.ts";
import type { Sealer } from "./sealing.ts";

type WritableStation = Exclude<StationKind, "registration">;

const SECTION_SCHEMAS: Record<WritableStation, z.ZodType<Record<string, unknown>>> = {
  vitals: vitalsInputSchema as z.ZodType<Record<string, unknown>>,
  screening: screeningSectionSchema,
  consultation: consultationSectionSchema,
  pharmacy: pharmacySectionSchema,
  counselling: counsellingSectionSchema,
  exit: exitSectionSchema,
};

/** A section's fields checked against its station's schema, or a 400 naming what is wrong. */
export function parseSection(station: WritableStation, data: unknown): Record<string, unknown> {
  const parsed = SECTION_SCHEMAS[station].safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw refuse("VALIDATION_ERROR", { detail: `${where}${issue?.message ?? "invalid section"}` });
  }
  const diagnoses = (parsed.data.diagnoses ?? []) as Array<{ code?: string }>;
  diagnoses.forEach((d, i) => {
    if (d.code && !findDiagnosis(d.code)) {
      throw refuse("VALIDATION_ERROR", {
        detail: `diagnoses.${i}.code: ${d.code} is not in the product's diagnosis list; write it as text instead`,
      });
    }
  });
  return parsed.data;
}

interface SplitSection {
  /** Coded values and numbers: stored in clear, queryable for reports. */
  clear: Record<string, unknown>;
  /** Free text: sealed at rest (ADR 027); undefined when the write has none. */
  sealed: string | undefined;
}

const freeTextFields = (station: StationKind): readonly string[] =>
  (SECTION_FREE_TEXT as Partial<Record<StationKind, readonly string[]>>)[station] ?? [];

/** Takes a section's free text (and a diagnosis's text beside its code) out of what is stored in clear. */
export function splitSection(station: StationKind, section: Record<string, unknown>, sealer: Sealer): SplitSection {
  const clear: Record<string, unknown> = { ...section };
  const secret: Record<string, unknown> = {};
  for (const field of freeTextFields(station)) {
    if (clear[field] !== undefined) {
      secret[field] = clear[field];
      delete clear[field];
    }
  }
  if (Array.isArray(clear.diagnoses)) {
    const diagnoses = clear.diagnoses as Array<{ code?: string; text?: string }>;
    secret.diagnosisTexts = diagnoses.map((d) => d.text ?? null);
    clear.diagnoses = diagnoses.map((d) => ({ code: d.code ?? null }));
  }
  return { clear, sealed: Object.keys(secret).length > 0 ? sealer.seal(JSON.stringify(secret)) : undefined };
}

/** A stored write as its station wrote it: its clear fields with its sealed free text put back. */
export function joinSection(clear: Record<string, unknown>, sealed: string | null, sealer: Sealer) {
  const section: Record<string, unknown> = { ...clear };
  if (!sealed) return section;
  const { diagnosisTexts, ...secret } = JSON.parse(sealer.open(sealed)) as Record<string, unknown>;
  Object.assign(section, secret);
  if (Array.isArray(diagnosisTexts) && Array.isArray(section.diagnoses)) {
    section.diagnoses = (section.diagnoses as Array<{ code: string | null }>).map((d, i) => {
      const text = diagnosisTexts[i] as string | null;
      return { ...(d.code ? { code: d.code } : {}), ...(text ? { text } : {}) };
    });
  }
  return section;
}

/**
 * Writes merged field by field in recorded order: a later write's field wins, nothing else is lost. Vitals' BMI is
 * computed again from the merged height and weight (two writes may have brought them).
 */
export function mergeWrites(
  writes: readonly Record<string, unknown>[],
  station?: StationKind,
): Record<string, unknown> {
  const merged = Object.assign({}, ...writes) as Record<string, unknown>;
  if (station === "vitals" && typeof merged.heightCm === "number" && typeof merged.weightKg === "number") {
    merged.bmi = computeBmi(merged.heightCm, merged.weightKg);
  }
  return merged;
}

/** The flags the next stations see, from a visit's vitals as merged (ADR 027: codes only, no notes). */
export function flagsOf(vitals: Record<string, unknown> | undefined, ageYears: number | null): string[] {
  if (!vitals) return [];
  return vitalFlags(vitals as Parameters<typeof vitalFlags>[0], { ageYears: ageYears ?? undefined }).map((f) => f.code);
}
