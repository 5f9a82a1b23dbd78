import { MESSAGES, type MealDetail, type MealListQuery, type MealListResponse } from "@medcamp/contract";
import { notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import { toMeal } from "./meal-mapper.ts";
import type { CampsRepository } from "./repository.ts";

export function createCampsService(repo: CampsRepository) {
  return {
    async list(query: MealListQuery): Promise<MealListResponse> {
      const { rows, total } = await repo.list(query);
      return { meals: rows.map(toMeal), totalPages: totalPages(total, query.limit) };
    },

    async detail(id: string): Promise<MealDetail> {
      const row = await repo.findById(id);
      if (!row) throw notFound(MESSAGES.camps.campNotFound);
      const reviews = await repo.listReviews(id);
      return { ...toMeal(row), likedby: [], reviews };
    },
  };
}
