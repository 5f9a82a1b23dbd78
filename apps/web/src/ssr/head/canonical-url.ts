import { ALL_CAMPS_PARAMS, allCampsView } from "../../features/camps/all-camps-first-view";
import { PAGE_PARAM } from "../../lib/use-query-state";

export const ALL_CAMPS_PATH = "/meals";

/**
 * The query names a page's canonical URL keeps, by path. Only /meals has any: its category and city make lists worth
 * finding on their own ("7-day camps in Dhaka"), and `page` there means "pages 1 to N shown", which holds camps page
 * 1 does not. Search text, price, dates (relative to the day they are read) and sort only reorder or narrow those
 * lists, so they are left out and such URLs count as their unfiltered list.
 */
function canonicalQuery(pathname: string, search: string): URLSearchParams {
  const kept = new URLSearchParams();
  if (pathname !== ALL_CAMPS_PATH) return kept;
  // Read the query exactly as the page does, so the URL names what the page shows (`page=500` shows 20 pages).
  const view = allCampsView(new URLSearchParams(search));
  if (view.category !== "All") kept.set(ALL_CAMPS_PARAMS.category, view.category);
  if (view.city !== "") kept.set(ALL_CAMPS_PARAMS.city, view.city);
  if (view.pages > 1) kept.set(PAGE_PARAM, String(view.pages));
  return kept;
}

/**
 * The absolute URL search engines should index for a request: the public `origin`, the path (percent-encoded, dot
 * segments resolved, no trailing slash: "/meals/" is "/meals") and the meaningful part of its query, in a fixed
 * order. Never another host: a path such as `//evil.example` stays a path under `origin`.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const url = new URL(origin);
  url.pathname = `/${pathname.replace(/^\/+/, "")}`;
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  url.search = canonicalQuery(url.pathname, search).toString();
  url.hash = "";
  return url.href;
}
