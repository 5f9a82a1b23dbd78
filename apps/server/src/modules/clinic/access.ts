import { SECTION_WRITERS, type StationKind, type StationRole } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { VisitsRepository } from "./visits-repository.ts";

/** Who reads a visit: a station role at its camp, an admin, or the person themself (ADR 027). */
export type ClinicReader = StationRole | "admin" | "self";
/** Those who read a visit's whole record: every section, its referrals, its summary and its exports. */
export type WholeRecordReader = Extract<ClinicReader, "doctor" | "admin" | "self">;

/**
 * Who reads this visit: an admin, a station role at its camp (a grant there decides), or the person whose account
 * the visit's person has; anyone else, check-in staff with no station role included, is refused. `accountOf` gives
 * that account, asked only when no grant decided.
 */
export async function readerOf(
  tx: Db | Tx,
  visits: Pick<VisitsRepository, "staffRole">,
  viewer: Pick<SignedInUser, "id" | "role">,
  visit: { campId: string },
  accountOf: () => Promise<string | null | undefined>,
): Promise<ClinicReader> {
  if (viewer.role === "admin") return "admin";
  const role = await visits.staffRole(tx, viewer.id, visit.campId);
  if (role) return role as StationRole;
  if ((await accountOf()) === viewer.id) return "self";
  throw refuse("FORBIDDEN");
}

/** The sections each reader sees (least privilege by station role). */
const READABLE: Record<ClinicReader, readonly StationKind[]> = {
  desk: [],
  volunteer: [],
  nurse: ["vitals", "screening"],
  pharmacist: ["consultation", "pharmacy"],
  doctor: ["vitals", "screening", "consultation", "pharmacy", "counselling", "exit"],
  admin: ["vitals", "screening", "consultation", "pharmacy", "counselling", "exit"],
  self: ["vitals", "screening", "consultation", "pharmacy", "counselling", "exit"],
};

/**
 * The sections the reader sees of a visit. The person reads their consultation (and so what the pharmacy gave for
 * it) only once it is `signed`: nothing is final before.
 */
export const readableSections = (reader: ClinicReader, signed: boolean): readonly StationKind[] =>
  reader === "self" && !signed ? READABLE.self.filter((s) => s !== "consultation") : READABLE[reader];

/** Of the consultation, a pharmacist reads the prescriptions only. */
const PHARMACIST_CONSULTATION_FIELDS = ["prescriptions"];

/** What of a section the reader may see: the whole section, or for a pharmacist the consultation's prescriptions. */
export function visibleFields(reader: ClinicReader, station: StationKind, section: Record<string, unknown>) {
  if (reader !== "pharmacist" || station !== "consultation") return section;
  return Object.fromEntries(Object.entries(section).filter(([k]) => PHARMACIST_CONSULTATION_FIELDS.includes(k)));
}

/** Whether the reader reads the whole record: the summary and the exports are for them only (ADR 027, ADR 031). */
export const readsWholeRecord = (reader: ClinicReader): reader is WholeRecordReader =>
  reader === "doctor" || reader === "admin" || reader === "self";

/** Whether the reader sees a visit's referrals: those who may open their slips (issue 40). */
export const readsReferrals = (reader: ClinicReader) => readsWholeRecord(reader);

/** Whether the reader sees the flags earlier stations raised (clinical; the desk and volunteers do not). */
export const seesFlags = (reader: ClinicReader) => reader !== "desk" && reader !== "volunteer";

export const mayWriteSection = (role: StationRole, station: Exclude<StationKind, "registration">) =>
  SECTION_WRITERS[station].includes(role);

/** Who registers walk-ins. */
export const mayRegister = (role: StationRole | "admin") => role === "desk" || role === "admin";
