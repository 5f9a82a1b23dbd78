import type { MealListQuery } from "@medcamp/contract";
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meals, reviews, users } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";

function listFilters(query: MealListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.category !== "All") filters.push(eq(meals.category, query.category));
  if (query.priceRange) {
    filters.push(gte(meals.price, query.priceRange.min), lte(meals.price, query.priceRange.max));
  }
  if (query.search) filters.push(ilike(meals.title, likeContains(query.search)));
  return filters.length > 0 ? and(...filters) : undefined;
}

function listOrder(query: MealListQuery) {
  switch (query.sortBy) {
    case "likes":
      return [desc(meals.likes), asc(meals.id)];
    case "reviewsCount":
      return [desc(meals.reviewsCount), asc(meals.id)];
    default:
      return [desc(meals.postTime), asc(meals.id)];
  }
}

export function createCampsRepository(db: Db) {
  return {
    async list(query: MealListQuery) {
      const where = listFilters(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(meals)
          .where(where)
          .orderBy(...listOrder(query))
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
        db.select({ total: count() }).from(meals).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findById(id: string) {
      const [row] = await db.select().from(meals).where(eq(meals.id, id)).limit(1);
      return row;
    },

    listReviews(mealId: string) {
      return db
        .select({ name: users.name, rating: reviews.rating, comment: reviews.comment })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.mealId, mealId))
        .orderBy(desc(reviews.createdAt));
    },
  };
}
export type CampsRepository = ReturnType<typeof createCampsRepository>;
