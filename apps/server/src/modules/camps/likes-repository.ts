import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { campLikes, camps } from "../../db/schema/index.ts";

export type LikeOutcome = { likes: number } | "already-liked" | "missing";

/** Camp likes: one row per user per camp (primary key), counted in the camp's `likes` in the same transaction. */
export function createLikesRepository(db: Db) {
  return {
    async hasLiked(campId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ campId: campLikes.campId })
        .from(campLikes)
        .where(and(eq(campLikes.campId, campId), eq(campLikes.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the like and raises the counter only when the row was new, so repeats and concurrent duplicates
     * leave the count alone, in the caller's transaction. The camp row is key-share locked so it cannot be deleted
     * half-way.
     */
    async like(tx: Tx, campId: string, userId: string): Promise<LikeOutcome> {
      const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("key share");
      if (!camp) return "missing";
      const inserted = await tx
        .insert(campLikes)
        .values({ campId, userId })
        .onConflictDoNothing()
        .returning({ campId: campLikes.campId });
      if (inserted.length === 0) return "already-liked";
      const [row] = await tx
        .update(camps)
        .set({ likes: sql`${camps.likes} + 1` })
        .where(eq(camps.id, campId))
        .returning({ likes: camps.likes });
      return { likes: row!.likes };
    },
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;

/**
 * Takes back every like of a user whose account is being deleted, each camp's counter with it, in the caller's
 * transaction (one like per user and camp, so each camp loses one).
 */
export async function unlikeAllOf(tx: Tx, userId: string): Promise<void> {
  const gone = await tx.delete(campLikes).where(eq(campLikes.userId, userId)).returning({ campId: campLikes.campId });
  if (gone.length === 0) return;
  await tx
    .update(camps)
    .set({ likes: sql`${camps.likes} - 1` })
    .where(
      inArray(
        camps.id,
        gone.map((g) => g.campId),
      ),
    );
}
