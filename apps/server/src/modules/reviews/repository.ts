import { MESSAGES, type ReviewBody } from "@medcamp/contract";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, checkIns, joinRequests, reviews, users } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/sql-helpers.ts";

export type ReviewOutcome = { insertedId: string } | "already-reviewed" | "missing";

/**
 * The only code that changes review rows and a camp's review counters (`reviewsCount`, `ratingTotal`): each change
 * of rows moves the counters in the same transaction, so rating = ratingTotal / reviewsCount stays exact.
 * One review per user per camp (unique index `review_meal_user_uq`).
 */
export function createReviewsRepository(db: Db) {
  return {
    async add(campId: string, userId: string, review: Pick<ReviewBody, "comment" | "rating">): Promise<ReviewOutcome> {
      return db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("key share");
        if (!camp) return "missing";
        const [inserted] = await tx
          .insert(reviews)
          .values({ campId, userId, rating: review.rating, comment: review.comment })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!inserted) return "already-reviewed";
        await tx
          .update(camps)
          .set({
            reviewsCount: sql`${camps.reviewsCount} + 1`,
            ratingTotal: sql`${camps.ratingTotal} + ${review.rating}`,
          })
          .where(eq(camps.id, campId));
        return { insertedId: inserted.id };
      });
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
          .returning({ campId: reviews.campId, rating: reviews.rating });
        if (!gone) return false;
        await tx
          .update(camps)
          .set({
            reviewsCount: sql`${camps.reviewsCount} - 1`,
            ratingTotal: sql`${camps.ratingTotal} - ${gone.rating}`,
          })
          .where(eq(camps.id, gone.campId));
        return true;
      });
    },

    /** Deletes the camp's reviews and zeroes its review count and rating, in one transaction. */
    async reset(
      campId: string,
      /** Writes the reset's audit entry in its transaction with the counts it cleared (issue 23). */
      record: (tx: Tx, before: { reviewsCount: number; ratingTotal: number }) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ reviewsCount: camps.reviewsCount, ratingTotal: camps.ratingTotal })
          .from(camps)
          .where(eq(camps.id, campId))
          .for("update");
        if (!before) return false;
        await tx.update(camps).set({ reviewsCount: 0, ratingTotal: 0 }).where(eq(camps.id, campId));
        await tx.delete(reviews).where(eq(reviews.campId, campId));
        await record(tx, before);
        return true;
      });
    },

    /**
     * The camp's newest `limit` reviews (ties in time broken by id, so the order is stable). A review whose author
     * deleted their account stays, named "Former camper".
     */
    newestForCamp(campId: string, limit: number) {
      return db
        .select({
          name: sql<string>`coalesce(${users.name}, ${MESSAGES.account.formerCamper})`,
          rating: reviews.rating,
          comment: reviews.comment,
          verifiedAttendee: sql<boolean>`exists (select 1 from ${checkIns} c
            join ${joinRequests} r on r.id = c.request_id
            where r.meal_id = ${reviews.campId} and r.user_id = ${reviews.userId})`,
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.campId, campId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** The user's own review of the camp (at most one by the unique index), or undefined. */
    async ownForCamp(campId: string, userId: string) {
      const [row] = await db
        .select({ id: reviews.id, comment: reviews.comment, rating: reviews.rating })
        .from(reviews)
        .where(and(eq(reviews.campId, campId), eq(reviews.userId, userId)))
        .limit(1);
      return row;
    },

    /** One page of the user's reviews, newest first, with the camp's title and likes; `total` counts only theirs. */
    async listForCamper(userId: string, page: number, limit: number) {
      const mine = eq(reviews.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            campId: reviews.campId,
            title: camps.title,
            likes: camps.likes,
            comment: reviews.comment,
            rating: reviews.rating,
          })
          .from(reviews)
          .leftJoin(camps, eq(camps.id, reviews.campId))
          .where(mine)
          .orderBy(desc(reviews.createdAt), reviews.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(reviews).where(mine),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Camps that have reviews, most reviewed first (the admin's All Reviews list). */
    async reviewedCamps(page: number, limit: number) {
      const where = gt(camps.reviewsCount, 0);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ id: camps.id, title: camps.title, likes: camps.likes, reviewsCount: camps.reviewsCount })
          .from(camps)
          .where(where)
          .orderBy(desc(camps.reviewsCount), camps.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(camps).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
