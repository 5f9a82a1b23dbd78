import { type RequestStatusFilter, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, checkIns, joinRequests, users } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";
import { waitlistPositionSql } from "./seats-repository.ts";

/** `unchanged`: the request was already served; nothing was written and no one told again. */
export type DeliverOutcome = "delivered" | "unchanged" | "missing" | "waitlisted" | "declined";

export interface RequestSearch {
  username?: string | undefined;
  email?: string | undefined;
  status?: RequestStatusFilter | undefined;
  mealId?: string | undefined;
  page: number;
  limit: number;
}

const statusFilter = (status: RequestStatusFilter) =>
  status === "seated" ? inArray(joinRequests.status, [...SEAT_HOLDING_STATUSES]) : eq(joinRequests.status, status);

const newestFirst = [desc(joinRequests.createdAt), joinRequests.id] as const;

/** The statuses of a request that is still in play: it holds a seat or waits for one. */
const IN_PLAY = [...SEAT_HOLDING_STATUSES, "waitlisted"];

/**
 * The only code that changes join-request rows. At most one pending request per user per camp (partial unique
 * index `meal_request_open_uq`); pending → delivered is the only status change.
 */
export function createRequestsRepository(db: Db) {
  return {
    /** Everyone whose request for the camp is still in play, seat-holders and waiters, in the caller's transaction. */
    async campersInPlay(tx: Tx, campId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ userId: joinRequests.userId })
        .from(joinRequests)
        .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, IN_PLAY)));
      return rows.map((r) => r.userId);
    },

    /**
     * The camper's newest request for the camp (a delivered one may be followed by a new pending one), null when
     * they have none, "missing" when there is no such camp.
     */
    async newestForCamp(campId: string, userId: string) {
      const [[camp], [request]] = await Promise.all([
        db.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).limit(1),
        db
          .select({ id: joinRequests.id, status: joinRequests.status, position: waitlistPositionSql })
          .from(joinRequests)
          .where(and(eq(joinRequests.campId, campId), eq(joinRequests.userId, userId)))
          .orderBy(...newestFirst)
          .limit(1),
      ]);
      if (!camp) return "missing" as const;
      return request ?? null;
    },

    /** One page of the camper's requests, newest first, with the camp's live counts; `total` counts only theirs. */
    async listForCamper(userId: string, page: number, limit: number) {
      const mine = eq(joinRequests.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: joinRequests.id,
            title: camps.title,
            likes: camps.likes,
            reviewsCount: camps.reviewsCount,
            status: joinRequests.status,
            mealId: joinRequests.campId,
            position: waitlistPositionSql,
            attended: sql<boolean>`exists (select 1 from ${checkIns} c where c.request_id = ${joinRequests.id})`,
            declineReason: joinRequests.declineReason,
          })
          .from(joinRequests)
          .innerJoin(camps, eq(camps.id, joinRequests.campId))
          .where(mine)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(joinRequests).where(mine),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every request, newest first, searchable by the camper's name and e-mail (the admin's Serve Camp list). */
    async search(query: RequestSearch) {
      const filters: SQL[] = [];
      if (query.username) filters.push(ilike(users.name, likeContains(query.username)));
      if (query.email) filters.push(ilike(users.email, likeContains(query.email)));
      if (query.status) filters.push(statusFilter(query.status));
      if (query.mealId) filters.push(eq(joinRequests.campId, query.mealId));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: joinRequests.id,
            title: camps.title,
            name: users.name,
            email: users.email,
            status: joinRequests.status,
            mealId: joinRequests.campId,
            position: waitlistPositionSql,
            declineReason: joinRequests.declineReason,
          })
          .from(joinRequests)
          .innerJoin(camps, eq(camps.id, joinRequests.campId))
          .innerJoin(users, eq(users.id, joinRequests.userId))
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
        db
          .select({ total: count() })
          .from(joinRequests)
          .innerJoin(users, eq(users.id, joinRequests.userId))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * pending → delivered (both hold a seat, so the camp's counters stay): answers the served request's camp and
     * camper. Repeating it is harmless and changes nothing ("unchanged"); a waitlisted or declined request is not
     * served and says so.
     */
    async markDelivered(
      tx: Tx,
      id: string,
    ): Promise<{ campId: string; userId: string } | Exclude<DeliverOutcome, "delivered">> {
      const [served] = await tx
        .update(joinRequests)
        .set({ status: "delivered", updatedAt: new Date() })
        .where(and(eq(joinRequests.id, id), eq(joinRequests.status, "pending")))
        .returning({ campId: joinRequests.campId, userId: joinRequests.userId });
      if (served) return served;
      const [row] = await tx.select({ status: joinRequests.status }).from(joinRequests).where(eq(joinRequests.id, id));
      if (!row) return "missing";
      if ((SEAT_HOLDING_STATUSES as readonly string[]).includes(row.status)) return "unchanged";
      return row.status === "waitlisted" ? "waitlisted" : "declined";
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
