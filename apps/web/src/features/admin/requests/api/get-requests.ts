import type { adminMealRequestListSchema, REQUEST_STATUS_FILTERS } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../../lib/api-client";
import type { UserSearch } from "../../../../components/list/user-search-form";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

export type AdminRequestList = z.infer<typeof adminMealRequestListSchema>;
export type AdminRequest = AdminRequestList["mealRequests"][number];
/** Serve Camp's status filter: one status, `seated` for the seat-holders, or undefined for every request. */
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number] | undefined;

/**
 * GET /api/meal-requests?username&email&status&page&limit → { mealRequests: [{ _id, title, name, email, status,
 * mealId, position? }], totalPages }.
 */
export const getRequests = (
  search: UserSearch,
  status: RequestStatusFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
) => apiFetch<AdminRequestList>(`/meal-requests?${searchParams({ ...search, status, page, limit })}`, { signal });

export const requestsQueryOptions = (search: UserSearch, status: RequestStatusFilter, page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.requestPage(search, page, limit, status),
    queryFn: ({ signal }) => getRequests(search, status, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useRequests = (search: UserSearch, status: RequestStatusFilter, page: number, limit: number) =>
  useQuery(requestsQueryOptions(search, status, page, limit));
