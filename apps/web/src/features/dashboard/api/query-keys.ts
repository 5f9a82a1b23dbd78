import { ownDataKeys } from "../../../lib/own-data-keys";

/**
 * Query keys of the user dashboard (the profile and payment keys are shared with the checkout, see
 * lib/own-data-keys). Everything here is the signed-in user's own data, which other screens change too (joining
 * or reviewing a camp, buying a package), so the queries refetch whenever a screen mounts.
 */
export const dashboardKeys = {
  ...ownDataKeys,
  requests: (email: string) => [...dashboardKeys.all, "requests", email] as const,
  requestPage: (email: string, page: number, limit: number) => [...dashboardKeys.requests(email), page, limit] as const,
  reviews: (email: string) => [...dashboardKeys.all, "reviews", email] as const,
  reviewPage: (email: string, page: number, limit: number) => [...dashboardKeys.reviews(email), page, limit] as const,
};

/** Own data is always read fresh when a screen opens; the cached copy shows meanwhile. */
export const OWN_DATA_STALE_TIME = 0;

export function pageQuery(email: string, page: number, limit: number): string {
  return new URLSearchParams({ email, page: String(page), limit: String(limit) }).toString();
}
