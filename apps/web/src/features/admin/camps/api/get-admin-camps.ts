import type { MealListResponse } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

/** "" is the default order; the others sort most first. */
export type CampSort = "" | "likes" | "reviewsCount";

/** GET /api/meals?category=All&page&limit&sortBy → { meals, totalPages } (All Camps management). */
export const getAdminCamps = (sortBy: CampSort, page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<MealListResponse>(`/meals?${searchParams({ category: "All", page, limit, sortBy })}`, { signal });

/** The answer carries the page it is for, so rows shown while the next page loads keep their own numbers. */
export const adminCampsQueryOptions = (sortBy: CampSort, page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.camps(sortBy, page, limit),
    queryFn: async ({ signal }) => ({ ...(await getAdminCamps(sortBy, page, limit, signal)), page, limit }),
    placeholderData: keepPreviousData,
  });

export const useAdminCamps = (sortBy: CampSort, page: number, limit: number) =>
  useQuery(adminCampsQueryOptions(sortBy, page, limit));
