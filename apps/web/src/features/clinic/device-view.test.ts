import type { Queue, StationKind } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import type { DeviceRegistration, OutboxItem, OutboxRecord } from "./clinic-store";
import { queueEntry } from "./clinic-test-data";
import { type DeviceState, deviceQueue, deviceVisit, shownToken, visitFromDevice } from "./device-view";

const A = "0b6f2a4e-8d3c-4c1e-9a57-00000000000a";
const B = "0b6f2a4e-8d3c-4c1e-9a57-00000000000b";
const NEW = "0b6f2a4e-8d3c-4c1e-9a57-00000000000c";

const stored = (station: StationKind, entries: Queue["entries"]) => ({
  mealId: "c1",
  station,
  queue: { station, entries, more: 0, version: "v" },
  savedAt: "2026-11-28T09:00:00.000Z",
});
const registration: DeviceRegistration = {
  visitId: NEW,
  mealId: "c1",
  name: "Nasima Parvin",
  sex: "female",
  ageYears: 30,
  provisional: "K7-1",
  firstStation: "vitals",
  madeAt: "2026-11-28T09:05:00.000Z",
};
const item = (made: string, record: OutboxRecord) =>
  ({ ...record, id: crypto.randomUUID(), mealId: "c1", madeAt: made }) as OutboxItem;

function state(outbox: OutboxItem[] = []): DeviceState {
  return {
    camp: { mealId: "c1", role: "nurse", stations: ["registration", "vitals", "consultation", "exit"], savedAt: "" },
    queues: [
      stored("vitals", [
        queueEntry({ visitId: A, token: 3, name: "Amina", since: "2026-11-28T08:00:00.000Z" }),
        queueEntry({ visitId: B, token: 4, name: "Babul", since: "2026-11-28T08:10:00.000Z" }),
      ]),
      stored("consultation", []),
    ],
    outbox,
    registrations: [registration],
  };
}

const names = (s: DeviceState, station: StationKind) => deviceQueue(s, station).entries.map((e) => e.name);

describe("the queues as this device knows them", () => {
  it("is the queue last read, with when it was read", () => {
    expect(names(state(), "vitals")).toEqual(["Amina", "Babul"]);
    expect(deviceQueue(state(), "vitals").savedAt).toBe("2026-11-28T09:00:00.000Z");
    expect(deviceQueue(state(), "screening").savedAt).toBeNull();
  });

  it("lays over it the phone's unsent registrations (its token), moves (in the camp's order) and exits", () => {
    const s = state([
      item("2026-11-28T09:05:00.000Z", {
        kind: "register",
        visitId: NEW,
        who: { personId: "p" },
        consent: { care: true, followUp: false, keep: false },
      }),
      item("2026-11-28T09:06:00.000Z", { kind: "move", visitId: A, from: "vitals", to: "next" }),
      item("2026-11-28T09:07:00.000Z", { kind: "section", visitId: B, station: "exit", data: {} }),
    ]);
    expect(names(s, "vitals")).toEqual(["Nasima Parvin"]);
    expect(shownToken(deviceQueue(s, "vitals").entries[0]!)).toBe("K7-1");
    // The camp has no screening: "next" from vitals is the consultation.
    expect(deviceQueue(s, "consultation").entries.map((e) => [e.name, e.since])).toEqual([
      ["Amina", "2026-11-28T09:06:00.000Z"],
    ]);
    expect(names(s, "exit")).toEqual([]);
  });

  it("leaves out a registration the server has answered (its visit is in the queues read since)", () => {
    expect(names(state(), "vitals")).not.toContain("Nasima Parvin");
  });

  it("knows a visit by its queue entry or its registration, with the phone's own writes merged in order", () => {
    const s = state([
      item("2026-11-28T09:01:00.000Z", { kind: "section", visitId: A, station: "vitals", data: { pulse: 80 } }),
      item("2026-11-28T09:02:00.000Z", {
        kind: "section",
        visitId: A,
        station: "vitals",
        data: { pulse: 84, spo2: 97 },
      }),
    ]);
    const known = deviceVisit(s, A)!;
    expect(known.entry.name).toBe("Amina");
    expect(known.sections).toEqual({ vitals: { pulse: 84, spo2: 97 } });
    const visit = visitFromDevice(known, "c1", "vitals");
    expect(visit).toMatchObject({ id: A, token: 3, signature: null, person: { name: "Amina" } });
    expect(visit.sections).toEqual([expect.objectContaining({ station: "vitals", data: { pulse: 84, spo2: 97 } })]);
    expect(deviceVisit(s, NEW)?.entry.provisional).toBe("K7-1");
    expect(deviceVisit(s, "unknown")).toBeNull();
  });
});
