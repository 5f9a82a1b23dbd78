import type { UserReview, userReviewListSchema } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";
import { OWN_DATA_STALE_TIME, pageQuery } from "../../../lib/own-data-query";

export type MyReviewList = z.infer<typeof userReviewListSchema>;
export type { UserReview };

/** GET /api/reviews?email&page&limit → { reviews: [{ _id, mealId, title, likes, comment, rating }], totalPages }. */
export const getMyReviews = (email: string, page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<MyReviewList>(`/reviews?${pageQuery(email, page, limit)}`, { signal });

export const myReviewsQueryOptions = (email: string, page: number, limit: number) =>
  queryOptions({
    queryKey: ownDataKeys.reviewPage(email, page, limit),
    queryFn: ({ signal }) => getMyReviews(email, page, limit, signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export const useMyReviews = (email: string, page: number, limit: number) =>
  useQuery(myReviewsQueryOptions(email, page, limit));
