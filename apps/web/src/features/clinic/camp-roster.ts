import { normaliseTicketCode, type Roster, type RosterEntry } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { getCampRoster } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";

/** Most campers listed at once at the desk. */
export const ROSTER_SHOWN = 8;

/** Typed characters of a ticket code before the code is matched at all (fewer would match names' letters by chance). */
const CODE_MATCH_FROM = 4;

/** How often the desk's list is read again while it is open: check-ins made meanwhile show. */
const ROSTER_REFRESH_MS = 30_000;

/**
 * Seat-holders whose name contains the text (any case), or whose ticket code contains it as a ticket code is typed
 * (dashes and spaces dropped, O as 0, I and L as 1): the first ROSTER_SHOWN, and how many there are.
 */
export function rosterMatches(roster: Roster, text: string): { matches: RosterEntry[]; total: number } {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return { matches: [], total: 0 };
  const code = normaliseTicketCode(needle);
  const all = roster.participants.filter(
    (p) => p.name.toLocaleLowerCase().includes(needle) || (code.length >= CODE_MATCH_FROM && p.code.includes(code)),
  );
  return { matches: all.slice(0, ROSTER_SHOWN), total: all.length };
}

/** The camp's roster, read while the desk has its list open (the hook's component is mounted). */
export const useCampRoster = (mealId: string) =>
  useQuery({
    queryKey: [...clinicKeys.all, "roster", mealId],
    queryFn: ({ signal }) => getCampRoster(mealId, signal),
    retry: false,
    refetchInterval: ROSTER_REFRESH_MS,
  });
