import type { StationKind } from "@medcamp/contract";

/** The clinic's query keys: a camp's queues, the visits opened from them and their summaries. */
export const clinicKeys = {
  all: ["clinic"] as const,
  queue: (mealId: string, station: StationKind) => [...clinicKeys.all, "queue", mealId, station] as const,
  visit: (visitId: string) => [...clinicKeys.all, "visit", visitId] as const,
  /** A signed visit's summary (every read of it is in the person's access log). */
  summary: (visitId: string) => [...clinicKeys.all, "summary", visitId] as const,
};
