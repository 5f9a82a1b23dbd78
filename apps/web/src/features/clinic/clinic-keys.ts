import type { StationKind } from "@medcamp/contract";

/** The clinic's query keys: a camp's queues and the visits opened from them. */
export const clinicKeys = {
  all: ["clinic"] as const,
  queue: (mealId: string, station: StationKind) => [...clinicKeys.all, "queue", mealId, station] as const,
  visit: (visitId: string) => [...clinicKeys.all, "visit", visitId] as const,
};
