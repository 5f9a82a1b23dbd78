import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { camps, joinRequests, users } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";

export type JoinOutcome = { insertedId: string } | "already-requested" | "missing";
export type CancelOutcome = "cancelled" | "missing" | "delivered";

export interface RequestSearch {
  username?: string | undefined;
  email?: string | undefined;
  page: number;
  limit: number;
}

const newestFirst = [desc(joinRequests.createdAt), joinRequests.id] as const;

/**
 * The only code that changes join-request rows. At most one pending request per user per camp (partial unique
 * index `meal_request_open_uq`); pending → delivered is the only status change.
 */
export function createRequestsRepository(db: Db) {
  return {
    async open(campId: string, userId: string): Promise<JoinOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("key share");
        if (!camp) return "missing";
        const [inserted] = await tx
          .insert(joinRequests)
          .values({ campId, userId })
          .onConflictDoNothing()
          .returning({ id: joinRequests.id });
        return inserted ? { insertedId: inserted.id } : "already-requested";
      });
    },

    /**
     * The camper's newest request for the camp (a delivered one may be followed by a new pending one), null when
     * they have none, "missing" when there is no such camp.
     */
    async newestForCamp(campId: string, userId: string) {
      const [[camp], [request]] = await Promise.all([
        db.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).limit(1),
        db
          .select({ id: joinRequests.id, status: joinRequests.status })
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

    /**
     * Deletes the request if it is this camper's and still pending. Otherwise says why not: "missing" when it does
     * not exist or is someone else's (never revealing which), "delivered" when it was already served.
     */
    async cancelPending(userId: string, requestId: string): Promise<CancelOutcome> {
      const own = and(eq(joinRequests.id, requestId), eq(joinRequests.userId, userId));
      const deleted = await db
        .delete(joinRequests)
        .where(and(own, eq(joinRequests.status, "pending")))
        .returning({ id: joinRequests.id });
      if (deleted.length > 0) return "cancelled";
      const [row] = await db.select({ id: joinRequests.id }).from(joinRequests).where(own).limit(1);
      return row ? "delivered" : "missing";
    },

    /** Every request, newest first, searchable by the camper's name and e-mail (the admin's Serve Camp list). */
    async search(query: RequestSearch) {
      const filters: SQL[] = [];
      if (query.username) filters.push(ilike(users.name, likeContains(query.username)));
      if (query.email) filters.push(ilike(users.email, likeContains(query.email)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: joinRequests.id,
            title: camps.title,
            name: users.name,
            email: users.email,
            status: joinRequests.status,
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

    /** pending → delivered; returns false when there is no such request. Repeating it is harmless. */
    async markDelivered(id: string): Promise<boolean> {
      const rows = await db
        .update(joinRequests)
        .set({ status: "delivered", updatedAt: new Date() })
        .where(eq(joinRequests.id, id))
        .returning({ id: joinRequests.id });
      return rows.length > 0;
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
