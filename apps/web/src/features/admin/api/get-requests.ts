import type { adminMealRequestListSchema } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import type { UserSearch } from "../../../components/user-search-form";
import { adminKeys } from "../../../lib/query-keys";
import { searchParams } from "./search-params";

export type AdminRequestList = z.infer<typeof adminMealRequestListSchema>;
export type AdminRequest = AdminRequestList["mealRequests"][number];

/** GET /api/meal-requests?username&email&page&limit → { mealRequests: [{ _id, title, name, email, status }] }. */
export const getRequests = (search: UserSearch, page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<AdminRequestList>(`/meal-requests?${searchParams({ ...search, page, limit })}`, { signal });

export const requestsQueryOptions = (search: UserSearch, page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.requestPage(search, page, limit),
    queryFn: ({ signal }) => getRequests(search, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useRequests = (search: UserSearch, page: number, limit: number) =>
  useQuery(requestsQueryOptions(search, page, limit));
