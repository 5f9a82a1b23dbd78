import { describe, expect, it } from "vitest";
import { campKeys } from "../../lib/query-keys";
import { ALL_CAMPS_PAGE_SIZE, ALL_CAMPS_PAGES_MAX, allCampsView } from "./all-camps-first-view";

const view = (query: string) => allCampsView(new URLSearchParams(query));

describe("allCampsView", () => {
  it("reads category, price range, search and the pages shown from the query string", () => {
    expect(view("category=7days&minPrice=10&maxPrice=40&search=%20lake%20&page=2")).toEqual({
      category: "7days",
      minPrice: "10",
      maxPrice: "40",
      search: "lake",
      pages: 2,
      filters: { category: "7days", priceRange: { min: 10, max: 40 }, search: "lake" },
      matchesNothing: false,
      filtered: true,
    });
  });

  it("is the unfiltered first page without a query, and with unknown values", () => {
    const first = { category: "All", minPrice: "", maxPrice: "", search: "", pages: 1, filtered: false };
    expect(view("")).toMatchObject({ ...first, filters: { category: "All" } });
    expect(view("category=5days&minPrice=abc&page=-1")).toMatchObject({ ...first, filters: { category: "All" } });
  });

  it("shows at most ALL_CAMPS_PAGES_MAX pages, however many the URL asks for", () => {
    expect(view(`page=${ALL_CAMPS_PAGES_MAX}`).pages).toBe(ALL_CAMPS_PAGES_MAX);
    expect(view("page=500").pages).toBe(ALL_CAMPS_PAGES_MAX);
  });

  it("applies product.md §5's defaults for a missing side of the price range", () => {
    expect(view("minPrice=25").filters.priceRange).toEqual({ min: 25, max: 9999999999 });
    expect(view("maxPrice=40").filters.priceRange).toEqual({ min: 0, max: 40 });
  });

  it("marks a range no camp can match, so nothing is fetched", () => {
    expect(view("minPrice=50&maxPrice=10").matchesNothing).toBe(true);
    expect(view("minPrice=-1").matchesNothing).toBe(true);
  });

  it("gives the router and the page one query key for the same URL", () => {
    const a = view("maxPrice=40&category=7days&page=3");
    const b = view("category=7days&maxPrice=40");
    expect(JSON.stringify(campKeys.pages(a.filters, ALL_CAMPS_PAGE_SIZE))).toBe(
      JSON.stringify(campKeys.pages(b.filters, ALL_CAMPS_PAGE_SIZE)),
    );
  });
});
