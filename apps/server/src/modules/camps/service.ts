import {
  ERROR_CODES,
  type InsertedId,
  type LikeResponse,
  MEAL_DETAIL_REVIEWS_MAX,
  MESSAGES,
  type MealDetail,
  type MealListQuery,
  type MealListResponse,
  type ReviewBody,
} from "@medcamp/contract";
import type { VersionedCache } from "../../cache/versioned-cache.ts";
import { badRequest, conflict, notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { LikesRepository } from "./likes-repository.ts";
import { toMeal } from "./meal-mapper.ts";
import type { CampsRepository } from "./repository.ts";
import type { ReviewsRepository } from "./reviews-repository.ts";

export interface CampsRepositories {
  camps: CampsRepository;
  likes: LikesRepository;
  reviews: ReviewsRepository;
  /** Remembers how many camps match a filter until camps are added, removed or change title, category or price. */
  totals: VersionedCache<number>;
}

const campNotFound = () => notFound(MESSAGES.camps.campNotFound);

/** What everyone does with camps: browse, read one, and (signed in) like and review. */
export function createCampsService({ camps, likes, reviews, totals }: CampsRepositories) {
  return {
    async list(query: MealListQuery): Promise<MealListResponse> {
      const filterKey = JSON.stringify([query.category, query.priceRange, query.search]);
      const total = await totals.get(filterKey, () => camps.count(query));
      const rows = await camps.page(query, total);
      return { meals: rows.map(toMeal), totalPages: totalPages(total, query.limit) };
    },

    /**
     * `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). `reviews` are the
     * newest 50; `reviewsCount` tells how many there are in all.
     */
    async detail(id: string, viewer: SessionUser | null): Promise<MealDetail> {
      const row = await camps.findById(id);
      if (!row) throw campNotFound();
      const [reviewList, liked] = await Promise.all([
        camps.listReviews(id, MEAL_DETAIL_REVIEWS_MAX),
        viewer ? likes.hasLiked(id, viewer.id) : Promise.resolve(false),
      ]);
      return { ...toMeal(row), likedby: liked && viewer ? [viewer.email] : [], reviews: reviewList };
    },

    async like(mealId: string, user: SessionUser): Promise<LikeResponse> {
      const outcome = await likes.like(mealId, user.id);
      if (outcome === "missing") throw campNotFound();
      if (outcome === "already-liked") throw badRequest(MESSAGES.camps.alreadyLiked, ERROR_CODES.alreadyLiked);
      return { message: MESSAGES.success.mealLiked, likes: outcome.likes };
    },

    async review(mealId: string, user: SessionUser, body: ReviewBody): Promise<InsertedId> {
      const outcome = await reviews.add(mealId, user.id, body);
      if (outcome === "missing") throw campNotFound();
      if (outcome === "already-reviewed") throw conflict(MESSAGES.camps.alreadyReviewed);
      return { message: MESSAGES.success.reviewSubmitted, insertedId: outcome.insertedId };
    },
  };
}
