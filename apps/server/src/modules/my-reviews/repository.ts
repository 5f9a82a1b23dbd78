import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meals, reviews } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/sql-helpers.ts";
import { userIdByEmail } from "../users/email-lookup.ts";

/** SQL of a camper's own reviews (writing a review is in camps/). */
export function createMyReviewsRepository(db: Db) {
  return {
    userIdByEmail: (email: string) => userIdByEmail(db, email),

    /** One page of the user's reviews, newest first, with the camp's title and likes; `total` counts only theirs. */
    async list(userId: string, page: number, limit: number) {
      const mine = eq(reviews.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            mealId: reviews.mealId,
            title: meals.title,
            likes: meals.likes,
            comment: reviews.comment,
            rating: reviews.rating,
          })
          .from(reviews)
          .leftJoin(meals, eq(meals.id, reviews.mealId))
          .where(mine)
          .orderBy(desc(reviews.createdAt), reviews.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(reviews).where(mine),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Changes the comment of the user's own review; false when it is not theirs or does not exist. */
    async updateComment(userId: string, reviewId: string, comment: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ comment, updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Deletes the user's own review and takes it out of the camp's count and rating, in one transaction. */
    async delete(userId: string, reviewId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
          .returning({ mealId: reviews.mealId, rating: reviews.rating });
        if (!gone) return false;
        await tx
          .update(meals)
          .set({
            reviewsCount: sql`${meals.reviewsCount} - 1`,
            ratingTotal: sql`${meals.ratingTotal} - ${gone.rating}`,
          })
          .where(eq(meals.id, gone.mealId));
        return true;
      });
    },
  };
}
export type MyReviewsRepository = ReturnType<typeof createMyReviewsRepository>;
