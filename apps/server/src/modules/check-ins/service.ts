import {
  MESSAGES,
  type Attendance,
  CHECK_IN_OPENS_BEFORE_MS,
  type CheckIn,
  type CheckInBody,
  type CheckInResult,
  MAX_SCAN_DELAY_MS,
  normaliseTicketCode,
  type Roster,
  SCAN_CLOCK_SKEW_MS,
} from "@medcamp/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { CampViewer } from "../staff/index.ts";
import {
  type CheckInAccount,
  type CheckInRow,
  type CheckInsRepository,
  type NewCheckIn,
  SEATED,
} from "./repository.ts";

type Viewer = CampViewer & AuditActor;

/**
 * A check-in as the API shows it: who checked it in is their account (by id: its name, e-mail and role now), so a
 * staff member who renames themself "MedCamp Admin" still shows with their own e-mail and as staff (issue 37). The
 * name stored with the row stands in only once the account was deleted.
 */
function asCheckIn(
  row: { id: string; checkedInAt: Date; byName: string; byUserId: string | null },
  account: CheckInAccount | undefined,
): CheckIn {
  return {
    id: row.id,
    at: row.checkedInAt.toISOString(),
    by: account?.name ?? row.byName,
    byUser:
      account && row.byUserId
        ? { id: row.byUserId, email: account.email, role: account.role === "admin" ? "admin" : "staff" }
        : null,
  };
}

/** A check-in's fields in the audit log: who by id (and the name then), when, for which request. */
const audited = (row: CheckInRow) => ({
  requestId: row.requestId,
  at: row.checkedInAt.toISOString(),
  by: row.byName,
  byUserId: row.byUserId,
});

/**
 * Refuses a scan time no device at the camp can have made (issue 37): more than MAX_SCAN_DELAY_MS before it reached
 * the server, or, for a camp with dates, before its check-in opens (CHECK_IN_OPENS_BEFORE_MS before it starts) or
 * after it ended. (Ahead of the server's clock is refused before, as SCAN_IN_FUTURE.)
 */
function mustBeInWindow(at: Date, now: Date, camp: { startsAt: Date | null; endsAt: Date | null }) {
  if (at.getTime() < now.getTime() - MAX_SCAN_DELAY_MS) throw refuse("SCAN_TOO_OLD");
  if (camp.startsAt && at.getTime() < camp.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_MS) {
    throw refuse("SCAN_OUTSIDE_CHECK_IN");
  }
  if (camp.endsAt && at.getTime() > camp.endsAt.getTime()) throw refuse("SCAN_OUTSIDE_CHECK_IN");
}

const clientIdReused = () => refuse("VALIDATION_ERROR", { detail: "clientId was already used for another scan" });

export interface CheckInsDependencies {
  /** Opens the transactions (ADR 026). */
  db: Db;
  repo: CheckInsRepository;
  clock: Clock;
  /** Admins, and the camp's staff (the staff module). */
  mayRunCamp: (viewer: CampViewer, campId: string) => Promise<boolean>;
  /** Every change to a check-in is recorded in its transaction. */
  audit: AuditService;
  /** The tickets module's issuer: the roster carries every seat-holder's code, asked for or not. */
  issueTickets: (requestIds: readonly string[]) => Promise<unknown>;
}

/**
 * Check-in on the camp's day (issue 21), for admins and the camp's staff: the roster of seat-holders with their
 * ticket codes (what a device needs to work with no network), scans that are idempotent by the device's `clientId`
 * and by ticket (the earliest scan's time wins, within the camp's check-in window; issue 37), and undo. Every change
 * to a check-in is in the audit log: added, changed (an earlier scan synced late), undone.
 */
export function createCheckInsService({ db, repo, clock, mayRunCamp, audit, issueTickets }: CheckInsDependencies) {
  async function mustRun(viewer: CampViewer, campId: string) {
    if (!(await mayRunCamp(viewer, campId))) throw refuse("FORBIDDEN");
  }

  /**
   * Records a scan under the request's lock: the request's first check-in, or the one already there (its time and who
   * move to this scan's when this one was earlier: a phone that was offline syncs late), each with its audit entry.
   * Answers the row and whether this scan made it (a replay of the scan that made it counts as making it), "undone"
   * for a scan whose check-in was undone, and undefined for a clientId another ticket's scan used.
   */
  function record(scan: NewCheckIn, viewer: Viewer) {
    return db.transaction(async (tx) => {
      await repo.lockRequest(tx, scan.requestId);
      // Under the lock: an undo that finished a moment ago is seen.
      if (await repo.wasUndone(tx, scan.clientId)) return "undone" as const;
      const made = await repo.insert(tx, scan);
      if (made) {
        await audit.record(tx, viewer, {
          action: "check-in.added",
          target: { type: "check-in", id: made.id },
          campId: made.campId,
          after: { requestId: made.requestId, at: made.checkedInAt.toISOString() },
        });
        return { row: made, made: true };
      }
      const existing = await repo.ofRequest(tx, scan.requestId);
      // The scan's clientId was used for another ticket: a device bug, never a check-in.
      if (!existing) return undefined;
      if (existing.clientId === scan.clientId) return { row: existing, made: true };
      if (scan.at >= existing.checkedInAt) return { row: existing, made: false };
      const moved = await repo.moveTo(tx, existing.id, scan);
      await audit.record(tx, viewer, {
        action: "check-in.changed",
        target: { type: "check-in", id: moved.id },
        campId: moved.campId,
        before: audited(existing),
        after: audited(moved),
      });
      return { row: moved, made: false };
    });
  }

  return {
    async roster(campId: string, viewer: Viewer): Promise<Roster> {
      await mustRun(viewer, campId);
      const camp = await repo.camp(campId);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      const missing = await repo.seatsWithoutTicket(campId);
      if (missing.length > 0) await issueTickets(missing);
      const rows = await repo.roster(campId);
      const participants = rows.map((r) => ({
        requestId: r.requestId,
        name: r.name,
        email: r.email,
        photo: r.photo,
        code: r.code,
        checkIn:
          r.checkInId && r.checkedInAt && r.byName
            ? asCheckIn(
                { id: r.checkInId, checkedInAt: r.checkedInAt, byName: r.byName, byUserId: r.byUserId },
                r.byUserName !== null && r.byUserEmail !== null && r.byUserRole !== null
                  ? { name: r.byUserName, email: r.byUserEmail, role: r.byUserRole }
                  : undefined,
              )
            : null,
      }));
      return {
        camp: { id: camp.id, title: camp.title, startsAt: camp.startsAt?.toISOString() ?? null },
        participants,
        expected: participants.length,
        checkedIn: participants.filter((p) => p.checkIn).length,
      };
    },

    async checkIn(body: CheckInBody, viewer: Viewer): Promise<CheckInResult> {
      await mustRun(viewer, body.mealId);
      const now = clock.now();
      const scannedAt = new Date(body.scannedAt);
      if (scannedAt.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) throw refuse("SCAN_IN_FUTURE");
      const holder = await repo.ticketHolder(normaliseTicketCode(body.code));
      if (!holder || holder.campId !== body.mealId) throw refuse("TICKET_NOT_ON_CAMP");
      if (!SEATED.includes(holder.status)) throw refuse("TICKET_REVOKED");
      const answer = async (row: CheckInRow, made: boolean): Promise<CheckInResult> => ({
        result: made ? "checked_in" : "already_checked_in",
        checkIn: asCheckIn(row, await repo.account(row.byUserId)),
        participant: { requestId: holder.requestId, name: holder.name, photo: holder.photo },
      });

      // A scan sent again (its answer never reached the device) answers what it did, however late it comes back.
      const seen = await repo.scanOf(body.clientId);
      if (seen.undone) throw refuse("CHECK_IN_UNDONE");
      if (seen.made) {
        if (seen.made.requestId !== holder.requestId) throw clientIdReused();
        return answer(seen.made, true);
      }

      const at = scannedAt < now ? scannedAt : now;
      mustBeInWindow(at, now, holder);
      const recorded = await record(
        {
          requestId: holder.requestId,
          campId: holder.campId,
          at,
          byUserId: viewer.id,
          byName: viewer.name,
          clientId: body.clientId,
        },
        viewer,
      );
      if (recorded === "undone") throw refuse("CHECK_IN_UNDONE");
      if (!recorded) throw clientIdReused();
      return answer(recorded.row, recorded.made);
    },

    /** The camp's attendance after (or during) the day: no-shows are counted once it has ended. */
    async attendance(campId: string, viewer: CampViewer): Promise<Attendance> {
      await mustRun(viewer, campId);
      const camp = await repo.camp(campId);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      const { expected, checkedIn } = await repo.counts(campId);
      const ended = camp.endsAt !== null && camp.endsAt <= clock.now();
      return { expected, checkedIn, noShow: ended ? expected - checkedIn : null };
    },

    /** Takes back a mistaken check-in. */
    async undo(id: string, viewer: Viewer) {
      const row = await repo.find(id);
      if (!row || !(await mayRunCamp(viewer, row.campId))) throw refuse("CHECK_IN_NOT_FOUND");
      // Under the request's lock, as its scans; the scan's clientId stays undone, so its replay cannot bring it back.
      await db.transaction(async (tx) => {
        await repo.lockRequest(tx, row.requestId);
        const removed = await repo.remove(tx, row.id);
        if (!removed) return;
        await audit.record(tx, viewer, {
          action: "check-in.undone",
          target: { type: "check-in", id: removed.id },
          campId: removed.campId,
          before: audited(removed),
        });
      });
      return { message: MESSAGES.staff.checkInUndone };
    },
  };
}
export type CheckInsService = ReturnType<typeof createCheckInsService>;
