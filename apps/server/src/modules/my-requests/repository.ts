import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealRequests, meals } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/sql-helpers.ts";
import { userIdByEmail } from "../users/email-lookup.ts";

export type CancelOutcome = "cancelled" | "missing" | "delivered";

/** SQL of a camper's own join requests (the camper-side create is in requests/, the admin side in request-admin/). */
export function createMyRequestsRepository(db: Db) {
  return {
    userIdByEmail: (email: string) => userIdByEmail(db, email),

    /** One page of the user's requests, newest first, with the camp's live counts; `total` counts only theirs. */
    async listForUser(userId: string, page: number, limit: number) {
      const mine = eq(mealRequests.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: mealRequests.id,
            title: meals.title,
            likes: meals.likes,
            reviewsCount: meals.reviewsCount,
            status: mealRequests.status,
          })
          .from(mealRequests)
          .innerJoin(meals, eq(meals.id, mealRequests.mealId))
          .where(mine)
          .orderBy(desc(mealRequests.createdAt), mealRequests.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(mealRequests).where(mine),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Deletes the request if it is this user's and still pending. Otherwise says why not: "missing" when it does
     * not exist or is someone else's (never revealing which), "delivered" when it was already served.
     */
    async cancelPending(userId: string, requestId: string): Promise<CancelOutcome> {
      const deleted = await db
        .delete(mealRequests)
        .where(and(eq(mealRequests.id, requestId), eq(mealRequests.userId, userId), eq(mealRequests.status, "pending")))
        .returning({ id: mealRequests.id });
      if (deleted.length > 0) return "cancelled";
      const [row] = await db
        .select({ id: mealRequests.id })
        .from(mealRequests)
        .where(and(eq(mealRequests.id, requestId), eq(mealRequests.userId, userId)))
        .limit(1);
      return row ? "delivered" : "missing";
    },
  };
}
export type MyRequestsRepository = ReturnType<typeof createMyRequestsRepository>;
