import { DEFAULT_LOCALE, type Locale, LOCALE_PARAM, LOCALES } from "@medcamp/contract";
import { ALL_CAMPS_PARAMS, allCampsView } from "../../features/camps/all-camps-first-view";
import { PAGE_PARAM } from "../../lib/use-query-state";

export const ALL_CAMPS_PATH = "/meals";

/**
 * The query names a page's canonical URL keeps, by path. Only /meals has any: its category and city make lists worth
 * finding on their own ("7-day camps in Dhaka"), and `page` there means "pages 1 to N shown", which holds camps page
 * 1 does not. Search text, price, dates (relative to the day they are read) and sort only reorder or narrow those
 * lists, so they are left out and such URLs count as their unfiltered list.
 */
function canonicalQuery(pathname: string, search: string, lang: Locale): URLSearchParams {
  const kept = new URLSearchParams();
  // Each language's page is its own (ADR 025); English is the one without `lang`, whichever language asked for it.
  if (lang !== DEFAULT_LOCALE) kept.set(LOCALE_PARAM, lang);
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
 * order, with the page's language (`lang`, left out for English). Never another host: a path such as
 * `//evil.example` stays a path under `origin`.
 */
export function canonicalUrl(origin: string, pathname: string, search: string, lang: Locale = DEFAULT_LOCALE): string {
  const url = new URL(origin);
  url.pathname = `/${pathname.replace(/^\/+/, "")}`;
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  url.search = canonicalQuery(url.pathname, search, lang).toString();
  url.hash = "";
  return url.href;
}

/**
 * The page in each of our languages, for `<link rel="alternate" hreflang>`: each language's canonical URL, and the
 * English one again as `x-default` (the URL without `lang`, which a visitor's own languages decide).
 */
export function languageAlternates(
  origin: string,
  pathname: string,
  search: string,
): { hreflang: string; href: string }[] {
  const alternates = LOCALES.map((lang) => ({ hreflang: lang, href: canonicalUrl(origin, pathname, search, lang) }));
  return [...alternates, { hreflang: "x-default", href: canonicalUrl(origin, pathname, search) }];
}
