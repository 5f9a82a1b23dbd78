import { CATEGORY_FILTERS, type CategoryFilter, LIMITS } from "@medcamp/contract";
import type { CampFilters } from "../../lib/query-keys";
import { pageFromQuery } from "../../lib/use-paging";
import { queryChoice } from "../../lib/use-query-state";
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
  page: "page",
} as const;

/** The names "Clear filters" removes (with `page`). */
export const ALL_CAMPS_FILTER_NAMES = [
  ALL_CAMPS_PARAMS.category,
  ALL_CAMPS_PARAMS.minPrice,
  ALL_CAMPS_PARAMS.maxPrice,
  ALL_CAMPS_PARAMS.search,
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
  /** How many pages of ALL_CAMPS_PAGE_SIZE were shown ("Load more" adds one). */
  pages: number;
  /** The GET /api/meals filters: the router prefetches and the page reads the same query (one query key). */
  filters: CampFilters;
  /** A price range no camp can match (the page says why): nothing is fetched. */
  matchesNothing: boolean;
  /** True when some filter is set, so an empty answer offers "Clear filters". */
  filtered: boolean;
};

/** What /meals shows for its query string, e.g. `?category=7days&minPrice=10&maxPrice=40&page=2`. */
export function allCampsView(params: URLSearchParams): AllCampsView {
  const category = queryChoice(params.get(ALL_CAMPS_PARAMS.category), CATEGORY_FILTERS) ?? "All";
  const minPrice = priceFromQuery(params.get(ALL_CAMPS_PARAMS.minPrice));
  const maxPrice = priceFromQuery(params.get(ALL_CAMPS_PARAMS.maxPrice));
  const search = (params.get(ALL_CAMPS_PARAMS.search) ?? "").trim().slice(0, LIMITS.search);
  // product.md §5: the range applies when at least one value exists (the URL holds values only while checked).
  const priceRange = priceRangeFor(true, minPrice, maxPrice);
  const filters: CampFilters = { category, ...(priceRange && { priceRange }), ...(search && { search }) };
  return {
    category,
    minPrice,
    maxPrice,
    search,
    pages: Math.min(pageFromQuery(params), ALL_CAMPS_PAGES_MAX),
    filters,
    matchesNothing: priceRangeProblem(priceRange) !== undefined,
    filtered: category !== "All" || priceRange !== undefined || search !== "",
  };
}
