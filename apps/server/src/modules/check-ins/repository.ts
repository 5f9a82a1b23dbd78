import { ROSTER_LIMIT, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { camps, checkIns, joinRequests, tickets, undoneCheckInScans, users } from "../../db/schema/index.ts";

/** Requests that hold a seat: the camp's expected participants. */
export const SEATED: readonly string[] = SEAT_HOLDING_STATUSES;

export type CheckInRow = typeof checkIns.$inferSelect;

/** The account that checked a ticket in, as it is now (null once deleted). */
export interface CheckInAccount {
  name: string;
  email: string;
  role: string;
}

/** Who checked each ticket in, joined by `check_in.by_user_id`: the account, never the name stored with the row. */
const byUser = alias(users, "by_user");

/** Any fixed number: the class of the advisory locks that serialise a request's scans and undos. */
const CHECK_IN_LOCK_CLASS = 2_101_837;

/** Whether a scan (by its device-made id) made a check-in that was undone since. */
async function wasUndone(tx: Db | Tx, clientId: string) {
  const [row] = await tx
    .select({ clientId: undoneCheckInScans.clientId })
    .from(undoneCheckInScans)
    .where(eq(undoneCheckInScans.clientId, clientId));
  return row !== undefined;
}

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

    /** The camp's seat-holding requests that have no ticket yet (none asked for it). */
    async seatsWithoutTicket(campId: string): Promise<string[]> {
      const rows = await db
        .select({ id: joinRequests.id })
        .from(joinRequests)
        .leftJoin(tickets, eq(tickets.requestId, joinRequests.id))
        .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, SEATED), isNull(tickets.code)))
        .limit(ROSTER_LIMIT);
      return rows.map((r) => r.id);
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
          byUserId: checkIns.byUserId,
          byUserName: byUser.name,
          byUserEmail: byUser.email,
          byUserRole: byUser.role,
        })
        .from(joinRequests)
        .innerJoin(users, eq(users.id, joinRequests.userId))
        .innerJoin(tickets, eq(tickets.requestId, joinRequests.id))
        .leftJoin(checkIns, eq(checkIns.requestId, joinRequests.id))
        .leftJoin(byUser, eq(byUser.id, checkIns.byUserId))
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

    /** The request a ticket code belongs to, with its camper and its camp's dates (the check-in window). */
    async ticketHolder(code: string) {
      const [row] = await db
        .select({
          requestId: joinRequests.id,
          campId: joinRequests.campId,
          status: joinRequests.status,
          name: users.name,
          photo: users.image,
          startsAt: camps.startsAt,
          endsAt: camps.endsAt,
        })
        .from(tickets)
        .innerJoin(joinRequests, eq(joinRequests.id, tickets.requestId))
        .innerJoin(users, eq(users.id, joinRequests.userId))
        .innerJoin(camps, eq(camps.id, joinRequests.campId))
        .where(eq(tickets.code, code));
      return row;
    },

    /** What a scan's device-made id already did: the check-in it made, or that its check-in was undone. */
    async scanOf(clientId: string) {
      const [made] = await db.select().from(checkIns).where(eq(checkIns.clientId, clientId));
      return { made, undone: made ? false : await wasUndone(db, clientId) };
    },

    /** The account that checked a ticket in, as it is now; undefined once it was deleted. */
    async account(userId: string | null): Promise<CheckInAccount | undefined> {
      if (userId === null) return undefined;
      const [row] = await db
        .select({ name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Serialises the scans and the undo of one request until the transaction ends (an advisory lock: it waits on no
     * row lock that the seat changes take, so it cannot deadlock with them).
     */
    async lockRequest(tx: Tx, requestId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHECK_IN_LOCK_CLASS}, hashtext(${requestId}))`);
    },

    /** Whether a scan (by its device-made id) made a check-in that was undone since. */
    wasUndone: (tx: Tx, clientId: string) => wasUndone(tx, clientId),

    /** The request's first check-in, from this scan; undefined when the request or the scan's clientId has one. */
    async insert(tx: Tx, scan: NewCheckIn): Promise<CheckInRow | undefined> {
      const { at, ...who } = scan;
      const [made] = await tx
        .insert(checkIns)
        .values({ ...who, checkedInAt: at })
        .onConflictDoNothing()
        .returning();
      return made;
    },

    async ofRequest(tx: Tx, requestId: string): Promise<CheckInRow | undefined> {
      const [row] = await tx.select().from(checkIns).where(eq(checkIns.requestId, requestId));
      return row;
    },

    /** The check-in's time and who made it, moved to this scan's. */
    async moveTo(tx: Tx, id: string, scan: NewCheckIn): Promise<CheckInRow> {
      const [moved] = await tx
        .update(checkIns)
        .set({ checkedInAt: scan.at, byUserId: scan.byUserId, byName: scan.byName })
        .where(eq(checkIns.id, id))
        .returning();
      return moved!;
    },

    async find(id: string) {
      const [row] = await db.select().from(checkIns).where(eq(checkIns.id, id));
      return row;
    },

    /**
     * Removes the check-in and keeps its scan's clientId as undone (its replay must not bring it back); undefined when
     * it was already gone.
     */
    async remove(tx: Tx, id: string): Promise<CheckInRow | undefined> {
      const [removed] = await tx.delete(checkIns).where(eq(checkIns.id, id)).returning();
      if (!removed) return undefined;
      await tx
        .insert(undoneCheckInScans)
        .values({ clientId: removed.clientId, requestId: removed.requestId })
        .onConflictDoNothing();
      return removed;
    },
  };
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;
