import { ERROR_CODES, MESSAGES, type MessageResponse, type UpcomingMealList } from "@medcamp/contract";
import { badRequest, forbidden, notFound } from "../../lib/http-errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { toMeal } from "../camps/meal-mapper.ts";
import type { UpcomingRepository } from "./repository.ts";

/** The upcoming camps screen: a grid of pending camps, liked by subscribers once each. */
export function createUpcomingService(repo: UpcomingRepository) {
  return {
    /** `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). */
    async list(viewer: SessionUser | null, limit: number): Promise<UpcomingMealList> {
      const rows = await repo.listPending(viewer?.id ?? null, limit);
      return rows.map(({ camp, likedByViewer }) => ({
        ...toMeal(camp),
        status: "pending" as const,
        likedby: likedByViewer && viewer ? [viewer.email] : [],
      }));
    },

    async like(user: SessionUser, upcomingId: string): Promise<MessageResponse> {
      if (!user.badge) throw forbidden(MESSAGES.camps.subscriptionRequiredLike, ERROR_CODES.subscriptionRequired);
      const outcome = await repo.like(upcomingId, user.id);
      if (outcome === "missing") throw notFound(MESSAGES.camps.campNotFound);
      if (outcome === "already-liked") throw badRequest(MESSAGES.camps.alreadyLiked, ERROR_CODES.alreadyLiked);
      return { message: MESSAGES.success.mealLiked };
    },
  };
}
