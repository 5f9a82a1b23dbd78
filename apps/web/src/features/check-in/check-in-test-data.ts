import type { CheckInBy, CheckInResult, Roster, RosterEntry } from "@medcamp/contract";
import type { QueuedCheckIn } from "./check-in-store";

/** Test data of the check-in page's tests (not shipped: only tests import it). */
export const MEAL_ID = "m1";

export const person = (n: number, checkIn: RosterEntry["checkIn"] = null): RosterEntry => ({
  requestId: `r${n}`,
  name: `Camper ${n}`,
  email: `camper${n}@example.com`,
  photo: null,
  code: `K7QF${n}`.padEnd(20, "0"),
  checkIn,
});

export const sampleRoster = (participants: RosterEntry[] = [person(1), person(2), person(3)]): Roster => ({
  camp: { id: MEAL_ID, title: "Eye Camp", startsAt: null },
  participants,
  expected: participants.length,
  checkedIn: participants.filter((p) => p.checkIn).length,
});

export const queued = (n: number, scannedAt: string, clientId = crypto.randomUUID()): QueuedCheckIn => ({
  mealId: MEAL_ID,
  code: person(n).code,
  clientId,
  scannedAt,
  name: person(n).name,
});

/** Staff Sam's account, as the server shows who checked a ticket in. */
export const SAM: CheckInBy = { id: "u-sam", email: "sam@example.org", role: "staff" };

export const checkedInAnswer = (
  n: number,
  result: CheckInResult["result"] = "checked_in",
  by = "Staff Sam",
  byUser: CheckInBy | null = SAM,
): CheckInResult => ({
  result,
  checkIn: { id: `ci${n}`, at: "2026-05-01T08:00:00.000Z", by, byUser },
  participant: { requestId: `r${n}`, name: `Camper ${n}`, photo: null },
});
