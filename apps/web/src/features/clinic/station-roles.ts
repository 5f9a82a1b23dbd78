import type { StaffAssignment, StationKind, StationRole } from "@medcamp/contract";

/** Who works the stations: a station role at the camp, or an admin (who reads what the camp's doctors read). */
export type ClinicRole = StationRole | "admin";

/** The stations each role works at, in the camp's order (issue 39 brief: the role's stations in the picker). */
export const STATIONS_OF: Record<ClinicRole, readonly StationKind[]> = {
  desk: ["registration", "exit"],
  nurse: ["vitals", "screening", "counselling", "exit"],
  doctor: ["vitals", "screening", "consultation", "counselling", "exit"],
  pharmacist: ["pharmacy", "exit"],
  volunteer: ["counselling", "exit"],
  admin: ["registration", "vitals", "screening", "consultation", "pharmacy", "counselling", "exit"],
};

/** The station role a staff answer gives at one camp (a grant for the camp before the every-camp one), or null. */
export function roleAtCamp(staff: StaffAssignment | undefined, campId: string): StationRole | null {
  if (!staff) return null;
  const camp = staff.camps.find((c) => c.id === campId);
  if (camp?.role) return camp.role;
  return staff.allCamps ? (staff.allCampsRole ?? null) : null;
}

/** The role's stations that the camp has, in the camp's order. */
export const stationsAt = (role: ClinicRole, order: readonly StationKind[]): StationKind[] =>
  order.filter((s) => STATIONS_OF[role].includes(s));

/** The station the URL names when the role works there at this camp, else the role's first; null for none. */
export function chosenStation(role: ClinicRole, asked: string | null, order: readonly StationKind[]) {
  const stations = stationsAt(role, order);
  return stations.find((s) => s === asked) ?? stations[0] ?? null;
}
