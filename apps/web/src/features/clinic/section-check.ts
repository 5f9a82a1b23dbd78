import {
  consultationSectionSchema,
  counsellingSectionSchema,
  exitSectionSchema,
  pharmacySectionSchema,
  screeningSectionSchema,
  type StationKind,
  vitalsInputSchema,
} from "@medcamp/contract";
import type { z } from "zod";

const SCHEMAS: Record<Exclude<StationKind, "registration">, z.ZodType> = {
  vitals: vitalsInputSchema,
  screening: screeningSectionSchema,
  consultation: consultationSectionSchema,
  pharmacy: pharmacySectionSchema,
  counselling: counsellingSectionSchema,
  exit: exitSectionSchema,
};

/**
 * What the server would refuse in a section, checked on the device with the contract's own rules (a typing error is
 * caught at once, not when an offline phone sends it hours later): "systolic: …" as the server's 400 says it, or null.
 */
export function sectionProblem(station: Exclude<StationKind, "registration">, data: unknown): string | null {
  const parsed = SCHEMAS[station].safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "invalid section"}`;
}
