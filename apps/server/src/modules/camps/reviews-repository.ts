import type { ReviewBody } from "@medcamp/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meals, reviews } from "../../db/schema/index.ts";

export type ReviewOutcome = { insertedId: string } | "already-reviewed" | "missing";

/** Camp reviews: one per user per camp (unique index), counted in the camp row in the same transaction. */
export function createReviewsRepository(db: Db) {
  return {
    async add(mealId: string, userId: string, review: Pick<ReviewBody, "comment" | "rating">): Promise<ReviewOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).for("key share");
        if (!camp) return "missing";
        const [inserted] = await tx
          .insert(reviews)
          .values({ mealId, userId, rating: review.rating, comment: review.comment })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!inserted) return "already-reviewed";
        await tx
          .update(meals)
          .set({
            reviewsCount: sql`${meals.reviewsCount} + 1`,
            ratingTotal: sql`${meals.ratingTotal} + ${review.rating}`,
          })
          .where(eq(meals.id, mealId));
        return { insertedId: inserted.id };
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
