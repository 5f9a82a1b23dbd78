import type { MealDetail } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys } from "../../../lib/query-keys";

export type { MealDetail };

/** GET /api/meals/:id → the camp with its reviews and `likedby` (holds the user's own e-mail once they liked it). */
export const getCamp = (id: string, signal?: AbortSignal) =>
  apiFetch<MealDetail>(`/meals/${encodeURIComponent(id)}`, { signal });

export const campQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campKeys.detail(id),
    queryFn: ({ signal }) => getCamp(id, signal),
    enabled: id !== "",
  });

export const useCamp = (id: string) => useQuery(campQueryOptions(id));
