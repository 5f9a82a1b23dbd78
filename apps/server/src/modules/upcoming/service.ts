import {
  ERROR_CODES,
  MESSAGES,
  type MessageResponse,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type UpcomingMeal,
  type UpcomingMealList,
  type UpcomingMealListQuery,
  type UpcomingMealPage,
} from "@medcamp/contract";
import { badRequest, forbidden, notFound } from "../../lib/http-errors.ts";
import { offsetOf, totalPages } from "../../lib/sql-helpers.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { toMeal } from "../camps/meal-mapper.ts";
import type { UpcomingRepository } from "./repository.ts";

type PendingRow = Awaited<ReturnType<UpcomingRepository["listPending"]>>[number];

/** `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). */
const toUpcoming =
  (viewer: SessionUser | null) =>
  ({ camp, likedByViewer }: PendingRow): UpcomingMeal => ({
    ...toMeal(camp),
    status: "pending" as const,
    likedby: likedByViewer && viewer ? [viewer.email] : [],
  });

/** The upcoming camps screen: a grid of pending camps, liked by subscribers once each. */
export function createUpcomingService(repo: UpcomingRepository) {
  return {
    /**
     * Without a page: the plain list of SPEC §7 (the newest `limit`, 50 by default). With a page: that page and
     * `totalPages` (10 a page by default), so a client can reach every upcoming camp.
     */
    async list(viewer: SessionUser | null, query: UpcomingMealListQuery): Promise<UpcomingMealList | UpcomingMealPage> {
      const viewerId = viewer?.id ?? null;
      if (query.page === undefined) {
        const rows = await repo.listPending(viewerId, query.limit ?? PAGE_SIZE_MAX, 0);
        return rows.map(toUpcoming(viewer));
      }
      const limit = query.limit ?? PAGE_SIZE_DEFAULT;
      const [rows, total] = await Promise.all([
        repo.listPending(viewerId, limit, offsetOf(query.page, limit)),
        repo.countPending(),
      ]);
      return { meals: rows.map(toUpcoming(viewer)), totalPages: totalPages(total, limit) };
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
