import type { UpcomingMealList } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";

/** GET /api/upcoming-meals → the pending upcoming camps (the same list the public Upcoming page shows). */
export const getUpcomingCamps = (signal?: AbortSignal) => apiFetch<UpcomingMealList>("/upcoming-meals", { signal });

export const upcomingCampsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.upcoming, queryFn: ({ signal }) => getUpcomingCamps(signal) });

export const useUpcomingCamps = () => useQuery(upcomingCampsQueryOptions());
