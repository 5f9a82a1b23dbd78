import type { StationKind } from "@medcamp/contract";

/** The clinic's query keys: a camp's queues, the visits opened from them, their summaries, and what the device keeps. */
export const clinicKeys = {
  all: ["clinic"] as const,
  queues: (mealId: string) => [...clinicKeys.all, "queue", mealId] as const,
  queue: (mealId: string, station: StationKind) => [...clinicKeys.queues(mealId), station] as const,
  /** A station's queue read only to keep it on the device (the one on screen is `queue`, a long poll). */
  snapshot: (mealId: string, station: StationKind) => [...clinicKeys.all, "snapshot", mealId, station] as const,
  stations: (mealId: string) => [...clinicKeys.all, "stations", mealId] as const,
  visit: (visitId: string) => [...clinicKeys.all, "visit", visitId] as const,
  /** A signed visit's summary (every read of it is in the person's access log). */
  summary: (visitId: string) => [...clinicKeys.all, "summary", visitId] as const,
  device: (mealId: string) => [...clinicKeys.all, "device", mealId] as const,
  /** The camp's stock report: apart from `all`, which the queue's refreshes invalidate. */
  stock: (mealId: string) => ["clinic-stock", mealId] as const,
};
