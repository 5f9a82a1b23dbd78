import type { CheckIn, CheckInResult, Roster, RosterEntry } from "@medcamp/contract";
import type { QueuedCheckIn } from "./check-in-store";
import { dateFormat } from "../../i18n/intl";

/** Most search matches listed at once. */
export const SEARCH_LIMIT = 20;

export const findByCode = (roster: Roster, code: string) => roster.participants.find((p) => p.code === code);

export const queuedFor = (queue: QueuedCheckIn[], code: string) => queue.find((item) => item.code === code);

/** Checked in = the server's count plus the scans waiting on this device for someone the server has not checked in. */
export function checkedInCount(roster: Roster, queue: QueuedCheckIn[]): number {
  const waiting = new Set(
    queue.filter((item) => findByCode(roster, item.code)?.checkIn === null).map((item) => item.code),
  );
  return roster.checkedIn + waiting.size;
}

/** Participants whose name or e-mail contains the text (case-insensitive), the first SEARCH_LIMIT, and how many. */
export function searchRoster(roster: Roster, text: string): { matches: RosterEntry[]; total: number } {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return { matches: [], total: 0 };
  const all = roster.participants.filter(
    (p) => p.name.toLocaleLowerCase().includes(needle) || p.email.toLocaleLowerCase().includes(needle),
  );
  return { matches: all.slice(0, SEARCH_LIMIT), total: all.length };
}

/** The roster with one participant's check-in set (a scan the server answered) or cleared (an undo). */
export function withCheckIn(roster: Roster, requestId: string, checkIn: CheckIn | null): Roster {
  const before = roster.participants.find((p) => p.requestId === requestId);
  if (!before) return roster;
  const delta = (checkIn ? 1 : 0) - (before.checkIn ? 1 : 0);
  return {
    ...roster,
    checkedIn: roster.checkedIn + delta,
    participants: roster.participants.map((p) => (p.requestId === requestId ? { ...p, checkIn } : p)),
  };
}

/** The roster after the server answered a scan. */
export const withResult = (roster: Roster, { participant, checkIn }: CheckInResult) =>
  withCheckIn(roster, participant.requestId, checkIn);

/** The roster after an undo of the check-in with this id. */
export function withoutCheckIn(roster: Roster, checkInId: string): Roster {
  const entry = roster.participants.find((p) => p.checkIn?.id === checkInId);
  return entry ? withCheckIn(roster, entry.requestId, null) : roster;
}

/** "14:05", with the day in front when it is not today. */
export function formatScanTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = dateFormat({ hour: "2-digit", minute: "2-digit" }).format(at);
  if (at.toDateString() === now.toDateString()) return time;
  return `${dateFormat({ dateStyle: "medium" }).format(at)} ${time}`;
}
