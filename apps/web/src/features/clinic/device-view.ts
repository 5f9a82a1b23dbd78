import { type QueueEntry, STATION_KINDS, type StationKind, type Visit } from "@medcamp/contract";
import type { DeviceRegistration, OutboxItem, StoredCamp, StoredQueue } from "./clinic-store";

// What this device knows of a camp's queues with no network (issue 39, item 4): the queues as last read, with what
// this device recorded since and has not sent yet laid over them (its registrations, its moves, its exits).

/** What the device keeps of a camp, as one read. */
export interface DeviceState {
  camp: StoredCamp | undefined;
  queues: StoredQueue[];
  outbox: OutboxItem[];
  registrations: DeviceRegistration[];
}

/** A queue entry as shown: a visit registered here and not sent yet has only this device's provisional token. */
export type ShownEntry = QueueEntry & { provisional?: string };

/** The token to show for an entry: the camp's, or this device's provisional one. */
export const shownToken = (entry: ShownEntry): string | number => entry.provisional ?? entry.token;

interface Place {
  entry: ShownEntry;
  /** Null: the visit has left the camp (exit). */
  station: StationKind | null;
}

const entryOf = (registration: DeviceRegistration): ShownEntry => ({
  visitId: registration.visitId,
  token: registration.token ?? 0,
  ...(registration.token === undefined ? { provisional: registration.provisional } : {}),
  name: registration.name,
  sex: registration.sex,
  ageYears: registration.ageYears,
  state: "waiting",
  since: registration.madeAt,
  calledBy: null,
  flags: [],
});

/** Where a move from `from` goes in the camp's order: a station, or null past the last one (the visit exits). */
function target(stations: readonly StationKind[], from: StationKind, to: StationKind | "next"): StationKind | null {
  if (to !== "next") return to;
  return stations[stations.indexOf(from) + 1] ?? null;
}

/** Where every visit this device knows of is, by what it read and what it has recorded since. */
function places(state: DeviceState): Map<string, Place> {
  const stations = state.camp?.stations ?? STATION_KINDS;
  const known = new Map<string, Place>();
  for (const { queue } of state.queues) {
    for (const entry of queue.entries) known.set(entry.visitId, { entry, station: queue.station });
  }
  const pending = new Set(state.outbox.filter((item) => item.kind === "register").map((item) => item.visitId));
  for (const registration of state.registrations) {
    if (pending.has(registration.visitId) && !known.has(registration.visitId)) {
      known.set(registration.visitId, { entry: entryOf(registration), station: registration.firstStation });
    }
  }
  for (const item of state.outbox) {
    const place = known.get(item.visitId);
    if (!place) continue;
    if (item.kind === "move" && place.station === item.from) {
      const to = target(stations, item.from, item.to);
      known.set(item.visitId, {
        entry: { ...place.entry, state: "waiting", since: item.madeAt, calledBy: null },
        station: to,
      });
    } else if (item.kind === "section" && item.station === "exit") {
      known.set(item.visitId, { ...place, station: null });
    }
  }
  return known;
}

/** A station's queue as this device knows it, in arrival order, and when the server's part of it was read. */
export function deviceQueue(
  state: DeviceState,
  station: StationKind,
): { entries: ShownEntry[]; savedAt: string | null } {
  const entries = [...places(state).values()]
    .filter((place) => place.station === station)
    .map((place) => place.entry)
    .sort((a, b) => a.since.localeCompare(b.since));
  const savedAt = state.queues.find((q) => q.station === station)?.savedAt ?? null;
  return { entries, savedAt };
}

/** A visit as this device knows it: who (from a queue or its registration) and the sections it recorded, merged. */
export function deviceVisit(
  state: DeviceState,
  visitId: string,
): { entry: ShownEntry; sections: Partial<Record<StationKind, Record<string, unknown>>> } | null {
  const place = places(state).get(visitId);
  const registration = state.registrations.find((r) => r.visitId === visitId);
  const entry = place?.entry ?? (registration ? entryOf(registration) : undefined);
  if (!entry) return null;
  const sections: Partial<Record<StationKind, Record<string, unknown>>> = {};
  for (const item of state.outbox) {
    if (item.kind === "section" && item.visitId === visitId) {
      sections[item.station] = { ...sections[item.station], ...item.data };
    }
  }
  return { entry, sections };
}

/**
 * The visit the station's screens show with no network, from what the device knows (`deviceVisit`): who, the flags
 * last read, and this device's own unsent writes as its sections. Nothing signed or read from the server.
 */
export function visitFromDevice(
  known: NonNullable<ReturnType<typeof deviceVisit>>,
  mealId: string,
  station: StationKind,
): Visit {
  const { entry, sections } = known;
  return {
    id: entry.visitId,
    campId: mealId,
    token: entry.token,
    day: entry.since.slice(0, 10),
    person: {
      id: "",
      name: entry.name,
      sex: entry.sex,
      birthYear: entry.ageYears === null ? null : new Date().getFullYear() - entry.ageYears,
      birthYearEstimated: true,
      phone: null,
      area: null,
      language: null,
      hasAccount: false,
    },
    consent: { care: true, followUp: false, keep: false },
    station,
    state: entry.state,
    arrivedAt: entry.since,
    exitedAt: null,
    flags: entry.flags,
    sections: Object.entries(sections).map(([at, data]) => ({
      station: at as StationKind,
      data,
      updatedAt: entry.since,
      authors: [],
    })),
    signature: null,
    addenda: [],
    steps: [],
  };
}
