import { PAGE_START, type MealListResponse } from "@medcamp/contract";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { campKeys, type CampFilters } from "./query-keys";

/**
 * What All Camps filters by beyond the home lists (issue 18): camps starting on `from`..`to` (inclusive days,
 * `YYYY-MM-DD`), in `city`, soonest first with `sortBy`.
 */
export type CampListFilters = CampFilters & { from?: string; to?: string; city?: string; sortBy?: "startsAt" };

export type CampQuery = CampListFilters & { page?: number; limit?: number };

/** The query string of GET /api/meals; empty filters are left out. */
export function campsPath(q: CampQuery): string {
  const params = new URLSearchParams();
  if (q.category) params.set("category", q.category);
  if (q.priceRange) params.set("priceRange", JSON.stringify(q.priceRange));
  if (q.search) params.set("search", q.search);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  if (q.city) params.set("city", q.city);
  if (q.sortBy) params.set("sortBy", q.sortBy);
  if (q.page) params.set("page", String(q.page));
  if (q.limit) params.set("limit", String(q.limit));
  return `/meals?${params.toString()}`;
}

/** GET /api/meals?category&priceRange&search&from&to&city&sortBy&page&limit → { meals, totalPages }. */
export const getCamps = (q: CampQuery, signal?: AbortSignal) => apiFetch<MealListResponse>(campsPath(q), { signal });

/** The first page of a filtered list (home tabs and search). */
export const campsQueryOptions = (filters: CampFilters, limit: number) =>
  queryOptions({
    queryKey: campKeys.firstPage(filters, limit),
    queryFn: ({ signal }) => getCamps({ ...filters, page: PAGE_START, limit }, signal),
  });

/** `keepPrevious` shows the last answer while a changed filter loads (a search box), so its choices stay. */
export const useCamps = (filters: CampFilters, limit: number, options: { keepPrevious?: boolean } = {}) =>
  useQuery({
    ...campsQueryOptions(filters, limit),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });

/**
 * A filtered list read page by page ("Load more"); each request asks for one page only. `keepPrevious` shows the
 * last answer while a changed filter loads (the search box).
 */
export const campPagesQueryOptions = (filters: CampListFilters, limit: number) =>
  infiniteQueryOptions({
    queryKey: campKeys.pages(filters, limit),
    queryFn: ({ pageParam, signal }) => getCamps({ ...filters, page: pageParam, limit }, signal),
    initialPageParam: PAGE_START,
    getNextPageParam: (last: MealListResponse, pages: MealListResponse[]) =>
      pages.length < last.totalPages ? PAGE_START + pages.length : undefined,
  });

export const useCampPages = (
  filters: CampListFilters,
  limit: number,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) =>
  useInfiniteQuery({
    ...campPagesQueryOptions(filters, limit),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
