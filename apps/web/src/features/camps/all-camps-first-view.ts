import { CATEGORY_FILTERS, type CategoryFilter, LIMITS } from "@medcamp/contract";
import { pageFromQuery } from "../../lib/use-paging";
import { queryChoice } from "../../lib/use-query-state";
import type { CampListFilters } from "../../lib/get-camps";
import { type DayRange, dayFromQuery, dayRangeProblem, presetRange, WHEN_CHOICES, type WhenChoice } from "./date-range";
import { priceRangeFor, priceRangeProblem } from "./price-range";

/** Camps per "Load more" page of /meals. */
export const ALL_CAMPS_PAGE_SIZE = 9;

/**
 * The most "Load more" pages one list shows (180 camps): a bounded list, and a link with `page=500` does not ask for
 * 500 pages one after another. Past it, the page asks for a search or a filter instead.
 */
export const ALL_CAMPS_PAGES_MAX = 20;

/** The query names of /meals (architecture.md §5); each is left out of the URL while it is the default. */
export const ALL_CAMPS_PARAMS = {
  category: "category",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  search: "search",
  /** `week` or `month` (from today in the viewer's calendar), or `dates` with the picked `from`/`to`. */
  when: "when",
  from: "from",
  to: "to",
  city: "city",
  /** `startsAt` (soonest first); newest first is the default. */
  sort: "sort",
  page: "page",
} as const;

/** The sorts of All Camps besides the default (newest first), as the URL and the API name them. */
export const ALL_CAMPS_SORTS = ["startsAt"] as const;
export type AllCampsSort = (typeof ALL_CAMPS_SORTS)[number] | "";

/** The names "Clear filters" removes (with `page`); the sort is an order, not a filter, and stays. */
export const ALL_CAMPS_FILTER_NAMES = [
  ALL_CAMPS_PARAMS.category,
  ALL_CAMPS_PARAMS.minPrice,
  ALL_CAMPS_PARAMS.maxPrice,
  ALL_CAMPS_PARAMS.search,
  ALL_CAMPS_PARAMS.when,
  ALL_CAMPS_PARAMS.from,
  ALL_CAMPS_PARAMS.to,
  ALL_CAMPS_PARAMS.city,
] as const;

/** A price as the URL has it: a number as typed, or "" (anything else is ignored). */
export function priceFromQuery(value: string | null): string {
  const text = value?.trim() ?? "";
  return text !== "" && Number.isFinite(Number(text)) ? text : "";
}

export type AllCampsView = {
  category: CategoryFilter;
  minPrice: string;
  maxPrice: string;
  search: string;
  when: WhenChoice;
  /** The picked days (a real `YYYY-MM-DD` or ""), read while `when` is `dates`. */
  from: string;
  to: string;
  city: string;
  sort: AllCampsSort;
  /** How many pages of ALL_CAMPS_PAGE_SIZE were shown ("Load more" adds one). */
  pages: number;
  /** The GET /api/meals filters: the router prefetches and the page reads the same query (one query key). */
  filters: CampListFilters;
  /** A price or day range no camp can match (the filter says why): nothing is fetched. */
  matchesNothing: boolean;
  /** True when some filter is set, so an empty answer offers "Clear filters". */
  filtered: boolean;
};

/**
 * Which `when` the URL asks for: a known choice, else `dates` when it holds a picked day (a link written by hand),
 * else any time.
 */
function whenFromQuery(params: URLSearchParams, from: string, to: string): WhenChoice {
  const when = queryChoice(params.get(ALL_CAMPS_PARAMS.when), WHEN_CHOICES);
  return when ?? (from !== "" || to !== "" ? "dates" : "any");
}

/** The days sent to the API for a `when`: presets count from `today`, picked days are sent as they are. */
function dayRangeFor(when: WhenChoice, picked: DayRange, today: Date): DayRange | undefined {
  if (when === "week" || when === "month") return presetRange(when, today);
  if (when === "dates" && (picked.from !== "" || picked.to !== "")) return picked;
  return undefined;
}

/**
 * What /meals shows for its query string, e.g. `?category=7days&minPrice=10&maxPrice=40&when=week&page=2`, on the
 * viewer's `today`.
 */
export function allCampsView(params: URLSearchParams, today: Date = new Date()): AllCampsView {
  const category = queryChoice(params.get(ALL_CAMPS_PARAMS.category), CATEGORY_FILTERS) ?? "All";
  const minPrice = priceFromQuery(params.get(ALL_CAMPS_PARAMS.minPrice));
  const maxPrice = priceFromQuery(params.get(ALL_CAMPS_PARAMS.maxPrice));
  const search = (params.get(ALL_CAMPS_PARAMS.search) ?? "").trim().slice(0, LIMITS.search);
  // product.md §5: the range applies when at least one value exists (the URL holds values only while checked).
  const priceRange = priceRangeFor(true, minPrice, maxPrice);
  const from = dayFromQuery(params.get(ALL_CAMPS_PARAMS.from));
  const to = dayFromQuery(params.get(ALL_CAMPS_PARAMS.to));
  const when = whenFromQuery(params, from, to);
  const days = dayRangeFor(when, { from, to }, today);
  const city = (params.get(ALL_CAMPS_PARAMS.city) ?? "").trim().slice(0, LIMITS.city);
  const sort = queryChoice(params.get(ALL_CAMPS_PARAMS.sort), ALL_CAMPS_SORTS) ?? "";
  const filters: CampListFilters = {
    category,
    ...(priceRange && { priceRange }),
    ...(search && { search }),
    ...(days?.from && { from: days.from }),
    ...(days?.to && { to: days.to }),
    ...(city && { city }),
    ...(sort && { sortBy: sort }),
  };
  return {
    category,
    minPrice,
    maxPrice,
    search,
    when,
    from: when === "dates" ? from : "",
    to: when === "dates" ? to : "",
    city,
    sort,
    pages: Math.min(pageFromQuery(params), ALL_CAMPS_PAGES_MAX),
    filters,
    matchesNothing:
      priceRangeProblem(priceRange) !== undefined || (days !== undefined && dayRangeProblem(days) !== undefined),
    filtered: category !== "All" || priceRange !== undefined || search !== "" || days !== undefined || city !== "",
  };
}
