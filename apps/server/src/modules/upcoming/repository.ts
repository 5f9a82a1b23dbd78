import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { upcomingMealLikes, upcomingMeals } from "../../db/schema/index.ts";

export type UpcomingLikeOutcome = "liked" | "already-liked" | "missing";

const isPending = eq(upcomingMeals.status, "pending");

/** Upcoming camps still waiting to be published, and their likes (one per user, counted in the same transaction). */
export function createUpcomingRepository(db: Db) {
  return {
    /** One page of pending upcoming camps, newest first, each with whether `viewerId` liked it. */
    listPending(viewerId: string | null, limit: number, offset: number) {
      const likedByViewer = viewerId
        ? sql<boolean>`exists (select 1 from ${upcomingMealLikes} l
            where l.upcoming_meal_id = ${upcomingMeals.id} and l.user_id = ${viewerId})`
        : sql<boolean>`false`;
      return db
        .select({ camp: upcomingMeals, likedByViewer })
        .from(upcomingMeals)
        .where(isPending)
        .orderBy(desc(upcomingMeals.postTime), upcomingMeals.id)
        .limit(limit)
        .offset(offset);
    },

    async countPending(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(upcomingMeals).where(isPending);
      return row?.total ?? 0;
    },

    /**
     * Records the like and raises the counter only when the row was new. The upcoming camp's row is locked
     * first, so a concurrent publish either waits for this like (and carries it over) or wins and the like is
     * refused as "missing".
     */
    async like(upcomingId: string, userId: string): Promise<UpcomingLikeOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx
          .select({ id: upcomingMeals.id })
          .from(upcomingMeals)
          .where(and(eq(upcomingMeals.id, upcomingId), isPending))
          .for("update");
        if (!camp) return "missing";
        const inserted = await tx
          .insert(upcomingMealLikes)
          .values({ upcomingMealId: upcomingId, userId })
          .onConflictDoNothing()
          .returning({ id: upcomingMealLikes.upcomingMealId });
        if (inserted.length === 0) return "already-liked";
        await tx
          .update(upcomingMeals)
          .set({ likes: sql`${upcomingMeals.likes} + 1` })
          .where(eq(upcomingMeals.id, upcomingId));
        return "liked";
      });
    },
  };
}
export type UpcomingRepository = ReturnType<typeof createUpcomingRepository>;
