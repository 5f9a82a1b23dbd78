import type { MealListQuery } from "@medcamp/contract";
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, type SQL } from "drizzle-orm";
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

/** Every sort is newest/most first, ties broken by id: a total order, so read backwards it is the exact mirror. */
function listOrder(query: MealListQuery, backwards = false) {
  const by =
    query.sortBy === "likes" ? meals.likes : query.sortBy === "reviewsCount" ? meals.reviewsCount : meals.postTime;
  return backwards ? [asc(by), desc(meals.id)] : [desc(by), asc(meals.id)];
}

export function createCampsRepository(db: Db) {
  return {
    /**
     * One page of camps, given how many match. The page's ids come from the sort index alone; a page in the back
     * half is read from the other end of the index (then put back in order), so the last page costs what the
     * first does and only a middle page walks far.
     */
    async page(query: MealListQuery, total: number) {
      const offset = offsetOf(query.page, query.limit);
      const backwards = offset > total / 2;
      const order = listOrder(query, backwards);
      const pageIds = db
        .select({ id: meals.id })
        .from(meals)
        .where(listFilters(query))
        .orderBy(...order)
        .limit(backwards ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit)
        .offset(backwards ? Math.max(0, total - offset - query.limit) : offset)
        .as("page_ids");
      const rows = await db
        .select(getTableColumns(meals))
        .from(meals)
        .innerJoin(pageIds, eq(meals.id, pageIds.id))
        .orderBy(...order);
      return backwards ? rows.reverse() : rows;
    },

    /** How many camps match the query's filters (its page and sort do not matter). */
    async count(query: MealListQuery): Promise<number> {
      const [row] = await db.select({ total: count() }).from(meals).where(listFilters(query));
      return row?.total ?? 0;
    },

    async findById(id: string) {
      const [row] = await db.select().from(meals).where(eq(meals.id, id)).limit(1);
      return row;
    },

    /** The camp's newest `limit` reviews (ties in time broken by id, so the order is stable). */
    listReviews(mealId: string, limit: number) {
      return db
        .select({ name: users.name, rating: reviews.rating, comment: reviews.comment })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.mealId, mealId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },
  };
}
export type CampsRepository = ReturnType<typeof createCampsRepository>;
