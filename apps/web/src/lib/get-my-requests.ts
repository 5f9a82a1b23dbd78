import type { userMealRequestListSchema } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "./api-client";
import { ownDataKeys } from "./query-keys";
import { OWN_DATA_STALE_TIME, pageQuery } from "./own-data-query";

export type MyRequestList = z.infer<typeof userMealRequestListSchema>;
export type MyRequest = MyRequestList["mealRequests"][number]["mealRequest"];

/**
 * GET /api/meal-requests-user?email&page&limit → { mealRequests: [{ mealRequest }], totalPages }; each request carries
 * its camp's id and, when waitlisted, its position.
 */
export const getMyRequests = (email: string, page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<MyRequestList>(`/meal-requests-user?${pageQuery(email, page, limit)}`, { signal });

export const myRequestsQueryOptions = (email: string, page: number, limit: number) =>
  queryOptions({
    queryKey: ownDataKeys.requestPage(email, page, limit),
    queryFn: ({ signal }) => getMyRequests(email, page, limit, signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export const useMyRequests = (email: string, page: number, limit: number) =>
  useQuery(myRequestsQueryOptions(email, page, limit));
