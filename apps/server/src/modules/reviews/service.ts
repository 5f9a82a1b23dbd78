import { type InsertedId, MESSAGES, type ReviewBody, type UserReview } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { UserIdByEmail } from "../users/email-lookup.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { ReviewsRepository } from "./repository.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";

/** Reviews: a camper writes one per camp, edits and deletes their own; an admin lists reviewed camps and resets them. */
export function createReviewsService(repo: ReviewsRepository, userIdByEmail: UserIdByEmail, audit: AuditService) {
  return {
    async create(campId: string, user: SignedInUser, body: ReviewBody): Promise<InsertedId> {
      const outcome = await repo.add(campId, user.id, body);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "already-reviewed") throw refuse("ALREADY_REVIEWED");
      return { message: MESSAGES.success.reviewSubmitted, insertedId: outcome.insertedId };
    },

    /** The newest reviews a camp's detail shows. */
    newestForCamp: (campId: string, limit: number) => repo.newestForCamp(campId, limit),

    /** The user's own review of the camp, as the camp detail shows it in place of the review form; null if none. */
    async ownForCamp(campId: string, userId: string) {
      const row = await repo.ownForCamp(campId, userId);
      return row ? { _id: row.id, comment: row.comment, rating: row.rating } : null;
    },

    /** `email` is the acting e-mail already checked against the session (self, or any user for an admin). */
    async listForCamper(email: string, page: number, limit: number) {
      const ownerId = await userIdByEmail(email);
      if (!ownerId) throw refuse("USER_NOT_FOUND");
      const { rows, total } = await repo.listForCamper(ownerId, page, limit);
      const reviews: UserReview[] = rows.map((r) => ({
        _id: r.id,
        mealId: r.campId,
        // Null only if the camp row were gone; deleting a camp deletes its reviews, so the spec's "N/A" is moot.
        title: r.title,
        likes: r.likes ?? 0,
        comment: r.comment,
        rating: r.rating,
      }));
      return { reviews, totalPages: totalPages(total, limit) };
    },

    async updateComment(userId: string, reviewId: string, comment: string) {
      if (!(await repo.updateComment(userId, reviewId, comment))) throw refuse("REVIEW_NOT_FOUND");
      return { message: MESSAGES.success.reviewUpdated };
    },

    async remove(userId: string, reviewId: string) {
      if (!(await repo.delete(userId, reviewId))) throw refuse("REVIEW_NOT_FOUND");
      return { message: MESSAGES.success.reviewDeleted };
    },

    async reset(campId: string, actor: AuditActor) {
      const reset = await repo.reset(campId, (tx, before) =>
        audit.recordCamp(tx, actor, "camp.reviews-reset", campId, {
          before,
          after: { reviewsCount: 0, ratingTotal: 0 },
        }),
      );
      if (!reset) throw refuse("CAMP_NOT_FOUND");
      return { message: MESSAGES.success.reviewsReset };
    },

    async reviewedCamps(page: number, limit: number) {
      const { rows, total } = await repo.reviewedCamps(page, limit);
      return {
        meals: rows.map((r) => ({ _id: r.id, title: r.title, likes: r.likes, reviewsCount: r.reviewsCount })),
        totalPages: totalPages(total, limit),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
