import type { QueryClient } from "@tanstack/react-query";
import type { UserSearch } from "../../../components/user-search-form";

export type { UserSearch };

/**
 * Query keys of the admin screens. The camp list sits under ["meals"] and the upcoming list under
 * ["upcoming-meals"], the root keys of the public camp screens, so a change made here refreshes those too.
 */
export const adminKeys = {
  all: ["admin"] as const,
  profile: (email: string) => [...adminKeys.all, "profile", email] as const,
  camps: (sortBy: string, page: number, limit: number) => ["meals", "admin", sortBy, page, limit] as const,
  reviewed: (page: number, limit: number) => ["reviewed-meals", page, limit] as const,
  upcoming: ["upcoming-meals"] as const,
  requests: () => [...adminKeys.all, "requests"] as const,
  requestPage: (search: UserSearch, page: number, limit: number) =>
    [...adminKeys.requests(), search, page, limit] as const,
  users: () => [...adminKeys.all, "users"] as const,
  userPage: (search: UserSearch, page: number, limit: number) => [...adminKeys.users(), search, page, limit] as const,
};

/** Everything a camp change can show up in: camp lists and details, reviews, requests, profiles, dashboards. */
const CAMP_DATA_ROOTS = [["meals"], ["reviewed-meals"], ["upcoming-meals"], adminKeys.all, ["dashboard"]] as const;

/** Refetches (when shown) or marks stale every list a camp change can affect; the session is left alone. */
export function invalidateCampData(queryClient: QueryClient) {
  return Promise.all(CAMP_DATA_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A query string without the empty values. */
export function searchParams(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]): [string, string] => [k, String(v)]);
  return new URLSearchParams(entries).toString();
}
