import type { reviewedMealListSchema } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

export type ReviewedCampList = z.infer<typeof reviewedMealListSchema>;

/** GET /api/reviewed-meals?page&limit → camps that have reviews: { meals: [{ _id, title, likes, reviewsCount }] }. */
export const getReviewedCamps = (page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<ReviewedCampList>(`/reviewed-meals?${searchParams({ page, limit })}`, { signal });

export const reviewedCampsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.reviewed(page, limit),
    queryFn: ({ signal }) => getReviewedCamps(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useReviewedCamps = (page: number, limit: number) => useQuery(reviewedCampsQueryOptions(page, limit));
