import { PAGE_START, type MealListResponse } from "@medcamp/contract";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys, type MealFilters } from "../../../lib/query-keys";

export type MealQuery = MealFilters & { page?: number; limit?: number };

/** The query string of GET /api/meals; empty filters are left out. */
export function mealsPath(q: MealQuery): string {
  const params = new URLSearchParams();
  if (q.category) params.set("category", q.category);
  if (q.priceRange) params.set("priceRange", JSON.stringify(q.priceRange));
  if (q.search) params.set("search", q.search);
  if (q.page) params.set("page", String(q.page));
  if (q.limit) params.set("limit", String(q.limit));
  return `/meals?${params.toString()}`;
}

/** GET /api/meals?category&priceRange&search&page&limit → { meals, totalPages }. */
export const getMeals = (q: MealQuery, signal?: AbortSignal) => apiFetch<MealListResponse>(mealsPath(q), { signal });

/** The first page of a filtered list (home tabs and search). */
export const mealsQueryOptions = (filters: MealFilters, limit: number) =>
  queryOptions({
    queryKey: campKeys.firstPage(filters, limit),
    queryFn: ({ signal }) => getMeals({ ...filters, page: PAGE_START, limit }, signal),
  });

export const useMeals = (filters: MealFilters, limit: number) => useQuery(mealsQueryOptions(filters, limit));

/**
 * A filtered list read page by page ("Load more"); each request asks for one page only. `keepPrevious` shows the
 * last answer while a changed filter loads (the search box).
 */
export const mealPagesQueryOptions = (filters: MealFilters, limit: number) =>
  infiniteQueryOptions({
    queryKey: campKeys.pages(filters, limit),
    queryFn: ({ pageParam, signal }) => getMeals({ ...filters, page: pageParam, limit }, signal),
    initialPageParam: PAGE_START,
    getNextPageParam: (last: MealListResponse, pages: MealListResponse[]) =>
      pages.length < last.totalPages ? PAGE_START + pages.length : undefined,
  });

export const useMealPages = (
  filters: MealFilters,
  limit: number,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) =>
  useInfiniteQuery({
    ...mealPagesQueryOptions(filters, limit),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
