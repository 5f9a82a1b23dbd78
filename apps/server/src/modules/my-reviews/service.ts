import { MESSAGES, type UserReview } from "@medcamp/contract";
import { notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { MyReviewsRepository } from "./repository.ts";

const reviewNotFound = () => notFound("Review not found");

/** A camper's own reviews: list (paged, only theirs), edit the comment and delete (only their own). */
export function createMyReviewsService(repo: MyReviewsRepository) {
  return {
    /** `email` is the acting e-mail already checked against the session (self, or any user for an admin). */
    async list(email: string, page: number, limit: number) {
      const ownerId = await repo.userIdByEmail(email);
      if (!ownerId) throw notFound("User not found");
      const { rows, total } = await repo.list(ownerId, page, limit);
      const reviews: UserReview[] = rows.map((r) => ({
        _id: r.id,
        mealId: r.mealId,
        // Null only if the camp row were gone; deleting a camp deletes its reviews, so the spec's "N/A" is moot.
        title: r.title,
        likes: r.likes ?? 0,
        comment: r.comment,
        rating: r.rating,
      }));
      return { reviews, totalPages: totalPages(total, limit) };
    },

    async updateComment(userId: string, reviewId: string, comment: string) {
      if (!(await repo.updateComment(userId, reviewId, comment))) throw reviewNotFound();
      return { message: MESSAGES.success.reviewUpdated };
    },

    async remove(userId: string, reviewId: string) {
      if (!(await repo.delete(userId, reviewId))) throw reviewNotFound();
      return { message: MESSAGES.success.reviewDeleted };
    },
  };
}
