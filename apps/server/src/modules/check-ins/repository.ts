import { ROSTER_LIMIT, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, checkIns, joinRequests, tickets, users } from "../../db/schema/index.ts";
import { newTicketCode } from "../tickets/index.ts";

/** Requests that hold a seat: the camp's expected participants. */
export const SEATED: readonly string[] = SEAT_HOLDING_STATUSES;

export type CheckInRow = typeof checkIns.$inferSelect;

export interface NewCheckIn {
  requestId: string;
  campId: string;
  at: Date;
  byUserId: string;
  byName: string;
  clientId: string;
}

/** Check-ins and the rosters they are made from (issue 21). */
export function createCheckInsRepository(db: Db) {
  return {
    async camp(campId: string) {
      const [row] = await db
        .select({ id: camps.id, title: camps.title, startsAt: camps.startsAt, endsAt: camps.endsAt })
        .from(camps)
        .where(eq(camps.id, campId));
      return row;
    },

    /** Issues the tickets the camp's seat-holders have not asked for yet, so the roster carries every code. */
    async issueMissingTickets(campId: string) {
      const missing = await db
        .select({ id: joinRequests.id })
        .from(joinRequests)
        .leftJoin(tickets, eq(tickets.requestId, joinRequests.id))
        .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, SEATED), isNull(tickets.code)))
        .limit(ROSTER_LIMIT);
      if (missing.length === 0) return;
      await db
        .insert(tickets)
        .values(missing.map((r) => ({ requestId: r.id, code: newTicketCode() })))
        .onConflictDoNothing({ target: tickets.requestId });
    },

    roster(campId: string) {
      return db
        .select({
          requestId: joinRequests.id,
          name: users.name,
          email: users.email,
          photo: users.image,
          code: tickets.code,
          checkInId: checkIns.id,
          checkedInAt: checkIns.checkedInAt,
          byName: checkIns.byName,
        })
        .from(joinRequests)
        .innerJoin(users, eq(users.id, joinRequests.userId))
        .innerJoin(tickets, eq(tickets.requestId, joinRequests.id))
        .leftJoin(checkIns, eq(checkIns.requestId, joinRequests.id))
        .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, SEATED)))
        .orderBy(asc(users.name), asc(joinRequests.id))
        .limit(ROSTER_LIMIT);
    },

    /** The camp's seat-holders, and how many of them were checked in. */
    async counts(campId: string) {
      const [row] = await db
        .select({
          expected: sql<number>`count(*)::int`,
          checkedIn: sql<number>`count(${checkIns.id})::int`,
        })
        .from(joinRequests)
        .leftJoin(checkIns, eq(checkIns.requestId, joinRequests.id))
        .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, SEATED)));
      return row ?? { expected: 0, checkedIn: 0 };
    },

    /** The request a ticket code belongs to, with its camper. */
    async ticketHolder(code: string) {
      const [row] = await db
        .select({
          requestId: joinRequests.id,
          campId: joinRequests.campId,
          status: joinRequests.status,
          name: users.name,
          photo: users.image,
        })
        .from(tickets)
        .innerJoin(joinRequests, eq(joinRequests.id, tickets.requestId))
        .innerJoin(users, eq(users.id, joinRequests.userId))
        .where(eq(tickets.code, code));
      return row;
    },

    /**
     * Records a scan: the request's first check-in, or the one already there (its time moved to this scan's when this
     * one was earlier: a phone that was offline syncs late). Answers the row and whether this scan made it (a replay
     * of the scan that made it counts as making it).
     */
    async record(scan: NewCheckIn, onNew: (tx: Tx, row: CheckInRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const { at, ...who } = scan;
        const [made] = await tx
          .insert(checkIns)
          .values({ ...who, checkedInAt: at })
          .onConflictDoNothing()
          .returning();
        if (made) {
          await onNew(tx, made);
          return { row: made, made: true };
        }
        const [existing] = await tx.select().from(checkIns).where(eq(checkIns.requestId, scan.requestId)).for("update");
        if (!existing) {
          // The scan's clientId was used for another ticket: a device bug, never a check-in.
          return undefined;
        }
        if (existing.clientId === scan.clientId) return { row: existing, made: true };
        if (scan.at < existing.checkedInAt) {
          const [moved] = await tx
            .update(checkIns)
            .set({ checkedInAt: scan.at, byUserId: scan.byUserId, byName: scan.byName })
            .where(eq(checkIns.id, existing.id))
            .returning();
          return { row: moved!, made: false };
        }
        return { row: existing, made: false };
      });
    },

    async find(id: string) {
      const [row] = await db.select().from(checkIns).where(eq(checkIns.id, id));
      return row;
    },

    /** Removes the check-in and tells `onRemoved` in the same transaction (nothing when it was already gone). */
    async remove(id: string, onRemoved: (tx: Tx, row: CheckInRow) => Promise<void>) {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(checkIns).where(eq(checkIns.id, id)).returning();
        if (removed) await onRemoved(tx, removed);
      });
    },
  };
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;
