import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealLikes, meals } from "../../db/schema/index.ts";

export type LikeOutcome = { likes: number } | "already-liked" | "missing";

/** Camp likes: one row per user per camp (primary key), counted in `meal.likes` in the same transaction. */
export function createLikesRepository(db: Db) {
  return {
    async hasLiked(mealId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ mealId: mealLikes.mealId })
        .from(mealLikes)
        .where(and(eq(mealLikes.mealId, mealId), eq(mealLikes.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the like and raises the counter only when the row was new, so repeats and concurrent duplicates
     * leave the count alone. The camp row is key-share locked so it cannot be deleted half-way.
     */
    async like(mealId: string, userId: string): Promise<LikeOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).for("key share");
        if (!camp) return "missing";
        const inserted = await tx
          .insert(mealLikes)
          .values({ mealId, userId })
          .onConflictDoNothing()
          .returning({ mealId: mealLikes.mealId });
        if (inserted.length === 0) return "already-liked";
        const [row] = await tx
          .update(meals)
          .set({ likes: sql`${meals.likes} + 1` })
          .where(eq(meals.id, mealId))
          .returning({ likes: meals.likes });
        return { likes: row!.likes };
      });
    },
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;
