import { SECTION_WRITERS, type StationKind, type StationRole } from "@medcamp/contract";

/** Who reads a visit: a station role at its camp, an admin, or the person themself (ADR 027). */
export type ClinicReader = StationRole | "admin" | "self";

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

/** Of the consultation, a pharmacist reads the prescriptions only. */
const PHARMACIST_CONSULTATION_FIELDS = ["prescriptions"];

export const readableSections = (reader: ClinicReader): readonly StationKind[] => READABLE[reader];

/** What of a section the reader may see: the whole section, or for a pharmacist the consultation's prescriptions. */
export function visibleFields(reader: ClinicReader, station: StationKind, section: Record<string, unknown>) {
  if (reader !== "pharmacist" || station !== "consultation") return section;
  return Object.fromEntries(Object.entries(section).filter(([k]) => PHARMACIST_CONSULTATION_FIELDS.includes(k)));
}

/** Whether the reader sees a visit's referrals: those who may open their slips (issue 40). */
export const readsReferrals = (reader: ClinicReader) => reader === "doctor" || reader === "admin" || reader === "self";

/** Whether the reader sees the flags earlier stations raised (clinical; the desk and volunteers do not). */
export const seesFlags = (reader: ClinicReader) => reader !== "desk" && reader !== "volunteer";

export const mayWriteSection = (role: StationRole, station: Exclude<StationKind, "registration">) =>
  SECTION_WRITERS[station].includes(role);

/** Who registers walk-ins. */
export const mayRegister = (role: StationRole | "admin") => role === "desk" || role === "admin";
