import {
  ERROR_CODES,
  type InsertedId,
  type LikeResponse,
  MESSAGES,
  type MealDetail,
  type MealListQuery,
  type MealListResponse,
  type ReviewBody,
} from "@medcamp/contract";
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
}

const campNotFound = () => notFound(MESSAGES.camps.campNotFound);

/** What everyone does with camps: browse, read one, and (signed in) like and review. */
export function createCampsService({ camps, likes, reviews }: CampsRepositories) {
  return {
    async list(query: MealListQuery): Promise<MealListResponse> {
      const { rows, total } = await camps.list(query);
      return { meals: rows.map(toMeal), totalPages: totalPages(total, query.limit) };
    },

    /** `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). */
    async detail(id: string, viewer: SessionUser | null): Promise<MealDetail> {
      const row = await camps.findById(id);
      if (!row) throw campNotFound();
      const [reviewList, liked] = await Promise.all([
        camps.listReviews(id),
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
