import type { MealDetail } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "./api-client";
import { campKeys } from "./query-keys";

export type { MealDetail };

/** GET /api/meals/:id → the camp with its reviews and `likedby` (holds the user's own e-mail once they liked it). */
export const getCamp = (id: string, signal?: AbortSignal) =>
  apiFetch<MealDetail>(`/meals/${encodeURIComponent(id)}`, { signal });

/**
 * The camp does not exist (404: unknown or deleted) or cannot exist (400: a malformed id): the page says the camp
 * isn't available, rather than that loading failed.
 */
export const isCampUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const campQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campKeys.detail(id),
    // The abort signal is not passed on: a page that unmounts and mounts again while the camp loads (the shell
    // settling around it on a slow device) then finds the same request in flight instead of a cancelled one to
    // start again, so a camp is asked for once.
    queryFn: () => getCamp(id),
    enabled: id !== "",
    // A 4xx is never retried (the query client's rule); a network or 5xx failure is, a few times. The route's
    // loader starts the request and the page reads its answer: a failed answer is not fetched a second time when
    // the page mounts (a new visit's loader asks again, as the error is stale at once).
    retryOnMount: false,
  });

export const useCamp = (id: string) => useQuery(campQueryOptions(id));
