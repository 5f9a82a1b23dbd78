import type { CalendarFeed } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/** GET /api/me/calendar → { url }: the secret address calendar apps subscribe to (issue 18). */
export const getCalendarFeed = (signal?: AbortSignal) => apiFetch<CalendarFeed>("/me/calendar", { signal });

/** The signed-in user's personal calendar feed, beside their other own data (a new user clears it with the rest). */
export const calendarFeedQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ownDataKeys.calendarFeed(email),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled: email !== "",
    // The address changes only when the user replaces it here, which writes the new one into the cache.
    staleTime: Infinity,
  });

export const useCalendarFeed = (email: string) => useQuery(calendarFeedQueryOptions(email));
