import {
  MESSAGES,
  type Attendance,
  type CheckIn,
  type CheckInBody,
  type CheckInResult,
  normaliseTicketCode,
  type Roster,
  SCAN_CLOCK_SKEW_MS,
} from "@medcamp/contract";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { CampViewer } from "../staff/index.ts";
import { type CheckInsRepository, SEATED } from "./repository.ts";

type Viewer = CampViewer & AuditActor;

const asCheckIn = (row: { id: string; checkedInAt: Date; byName: string }): CheckIn => ({
  id: row.id,
  at: row.checkedInAt.toISOString(),
  by: row.byName,
});

/**
 * Check-in on the camp's day (issue 21), for admins and the camp's staff: the roster of seat-holders with their
 * ticket codes (what a device needs to work with no network), scans that are idempotent by the device's `clientId`
 * and by ticket (the earliest scan's time wins), and undo.
 */
export function createCheckInsService(
  repo: CheckInsRepository,
  clock: Clock,
  mayRunCamp: (viewer: CampViewer, campId: string) => Promise<boolean>,
  audit: AuditService,
) {
  async function mustRun(viewer: CampViewer, campId: string) {
    if (!(await mayRunCamp(viewer, campId))) throw refuse("FORBIDDEN");
  }

  return {
    async roster(campId: string, viewer: Viewer): Promise<Roster> {
      await mustRun(viewer, campId);
      const camp = await repo.camp(campId);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      await repo.issueMissingTickets(campId);
      const rows = await repo.roster(campId);
      const participants = rows.map((r) => ({
        requestId: r.requestId,
        name: r.name,
        email: r.email,
        photo: r.photo,
        code: r.code,
        checkIn:
          r.checkInId && r.checkedInAt && r.byName
            ? asCheckIn({ id: r.checkInId, checkedInAt: r.checkedInAt, byName: r.byName })
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
      const recorded = await repo.record(
        {
          requestId: holder.requestId,
          campId: holder.campId,
          at: scannedAt < now ? scannedAt : now,
          byUserId: viewer.id,
          byName: viewer.name,
          clientId: body.clientId,
        },
        (tx, row) =>
          audit.record(tx, viewer, {
            action: "check-in.added",
            target: { type: "check-in", id: row.id },
            campId: row.campId,
            after: { requestId: row.requestId, at: row.checkedInAt.toISOString() },
          }),
      );
      if (!recorded) throw refuse("VALIDATION_ERROR", { detail: "clientId was already used for another scan" });
      return {
        result: recorded.made ? "checked_in" : "already_checked_in",
        checkIn: asCheckIn(recorded.row),
        participant: { requestId: holder.requestId, name: holder.name, photo: holder.photo },
      };
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
      await repo.remove(id, (tx, removed) =>
        audit.record(tx, viewer, {
          action: "check-in.undone",
          target: { type: "check-in", id: removed.id },
          campId: removed.campId,
          before: { requestId: removed.requestId, at: removed.checkedInAt.toISOString(), by: removed.byName },
        }),
      );
      return { message: MESSAGES.staff.checkInUndone };
    },
  };
}
export type CheckInsService = ReturnType<typeof createCheckInsService>;
