import {
  type InsertedId,
  MESSAGES,
  type MealInput,
  type MessageResponse,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type UpcomingMeal,
  type UpcomingMealList,
  type UpcomingMealListQuery,
  type UpcomingMealPage,
} from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import { offsetOf, totalPages } from "../../lib/sql-helpers.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import { toCampBase } from "../camps/camp-mapper.ts";
import type { UpcomingRepository } from "./repository.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";

type PendingRow = Awaited<ReturnType<UpcomingRepository["listPending"]>>[number];

/** `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). */
const toUpcoming =
  (viewer: SignedInUser | null) =>
  ({ camp, likedByViewer }: PendingRow): UpcomingMeal => ({
    ...toCampBase(camp),
    status: "pending" as const,
    likedby: likedByViewer && viewer ? [viewer.email] : [],
  });

/** Upcoming camps: a grid of pending camps liked by subscribers once each; admins add and publish them. */
export function createUpcomingService(repo: UpcomingRepository, audit: AuditService) {
  return {
    /**
     * Without a page: the plain list of product.md §7 (the newest `limit`, 50 by default). With a page: that page and
     * `totalPages` (10 a page by default), so a client can reach every upcoming camp.
     */
    async list(
      viewer: SignedInUser | null,
      query: UpcomingMealListQuery,
    ): Promise<UpcomingMealList | UpcomingMealPage> {
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

    async like(user: SignedInUser, upcomingId: string): Promise<MessageResponse> {
      if (!user.badge) throw refuse("SUBSCRIPTION_REQUIRED_TO_LIKE");
      const outcome = await repo.like(upcomingId, user.id);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "already-liked") throw refuse("ALREADY_LIKED");
      return { message: MESSAGES.success.mealLiked };
    },

    async add(admin: SignedInUser, input: MealInput): Promise<InsertedId> {
      const insertedId = await repo.insert(input, admin, (tx, id, fields) =>
        audit.record(tx, admin, { action: "upcoming.added", target: { type: "upcoming", id }, after: fields }),
      );
      return { insertedId, message: MESSAGES.success.upcomingAdded };
    },

    async publish(upcomingId: string, actor: AuditActor) {
      const result = await repo.publish(upcomingId, (tx, campId) =>
        audit.recordCamp(tx, actor, "camp.published", campId, { before: { upcomingId }, after: { campId } }),
      );
      if (result === "missing") throw refuse("CAMP_NOT_FOUND");
      if (result === "published") throw refuse("ALREADY_PUBLISHED");
      return { insertedId: result.campId, message: MESSAGES.success.campPublished };
    },
  };
}
export type UpcomingService = ReturnType<typeof createUpcomingService>;
