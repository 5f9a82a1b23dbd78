import { MESSAGES, type RequestStatus } from "@medcamp/contract";
import { conflict, notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { MyRequestsRepository } from "./repository.ts";

/** A camper's own join requests: list (paged, only theirs) and cancel (only their own pending ones). */
export function createMyRequestsService(repo: MyRequestsRepository) {
  async function ownerId(email: string): Promise<string> {
    const id = await repo.userIdByEmail(email);
    if (!id) throw notFound("User not found");
    return id;
  }

  return {
    /** `email` is the acting e-mail already checked against the session (self, or any user for an admin). */
    async list(email: string, page: number, limit: number) {
      const { rows, total } = await repo.listForUser(await ownerId(email), page, limit);
      return {
        mealRequests: rows.map((r) => ({
          mealRequest: {
            _id: r.id,
            title: r.title,
            likes: r.likes,
            reviews_count: r.reviewsCount,
            status: r.status as RequestStatus,
          },
        })),
        totalPages: totalPages(total, limit),
      };
    },

    /** Cancels one of the session user's own pending requests. */
    async cancel(userId: string, requestId: string) {
      const outcome = await repo.cancelPending(userId, requestId);
      if (outcome === "missing") throw notFound("Request not found");
      if (outcome === "delivered") throw conflict("A delivered request cannot be cancelled.");
      return { message: MESSAGES.success.requestCancelled };
    },
  };
}
export type MyRequestsService = ReturnType<typeof createMyRequestsService>;
