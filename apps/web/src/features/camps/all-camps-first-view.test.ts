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
      when: "any",
      from: "",
      to: "",
      city: "",
      sort: "",
      pages: 2,
      filters: { category: "7days", priceRange: { min: 10, max: 40 }, search: "lake" },
      matchesNothing: false,
      filtered: true,
    });
  });

  it("is the unfiltered first page without a query, and with unknown values", () => {
    const first = {
      category: "All",
      minPrice: "",
      maxPrice: "",
      search: "",
      when: "any",
      city: "",
      sort: "",
      pages: 1,
      filtered: false,
    };
    expect(view("")).toEqual({ ...first, from: "", to: "", filters: { category: "All" }, matchesNothing: false });
    const unknown = view("category=5days&minPrice=abc&page=-1&when=year&from=2026-02-30&to=soon&sort=price&city=%20");
    expect(unknown).toEqual({ ...first, from: "", to: "", filters: { category: "All" }, matchesNothing: false });
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

  it("sends This week and This month as days from the viewer's today, keeping the preset in the view", () => {
    const tuesday = new Date(2026, 10, 24, 9);
    expect(allCampsView(new URLSearchParams("when=week"), tuesday)).toMatchObject({
      when: "week",
      from: "",
      to: "",
      filters: { category: "All", from: "2026-11-24", to: "2026-11-29" },
      filtered: true,
    });
    expect(allCampsView(new URLSearchParams("when=month"), tuesday).filters).toEqual({
      category: "All",
      from: "2026-11-24",
      to: "2026-11-30",
    });
    // A preset wins over stray days in a hand-written link.
    expect(allCampsView(new URLSearchParams("when=week&from=2026-01-01"), tuesday).filters.from).toBe("2026-11-24");
  });

  it("sends picked days as they are, either side alone, and reads a link with days alone as picked dates", () => {
    expect(view("when=dates&from=2026-12-01&to=2026-12-31")).toMatchObject({
      when: "dates",
      from: "2026-12-01",
      to: "2026-12-31",
      filters: { from: "2026-12-01", to: "2026-12-31" },
      filtered: true,
    });
    expect(view("from=2026-12-01")).toMatchObject({ when: "dates", filters: { category: "All", from: "2026-12-01" } });
    expect(view("when=dates&to=2026-12-31").filters).toEqual({ category: "All", to: "2026-12-31" });
    // Pick dates chosen, no day picked yet: nothing is filtered.
    expect(view("when=dates")).toMatchObject({ when: "dates", filters: { category: "All" }, filtered: false });
  });

  it("marks picked days with From after To, so nothing is fetched", () => {
    expect(view("when=dates&from=2026-12-02&to=2026-12-01").matchesNothing).toBe(true);
    expect(view("when=dates&from=2026-12-01&to=2026-12-01").matchesNothing).toBe(false);
  });

  it("sends the city (trimmed) and the soonest-first sort; the sort alone is no filter", () => {
    expect(view("city=%20Dhaka%20&sort=startsAt")).toMatchObject({
      city: "Dhaka",
      sort: "startsAt",
      filters: { category: "All", city: "Dhaka", sortBy: "startsAt" },
      filtered: true,
    });
    expect(view("sort=startsAt").filtered).toBe(false);
  });

  it("gives the router and the page one query key for the same URL", () => {
    const a = view("maxPrice=40&category=7days&city=Dhaka&when=dates&from=2026-12-01&sort=startsAt&page=3");
    const b = view("sort=startsAt&from=2026-12-01&category=7days&city=Dhaka&maxPrice=40");
    expect(JSON.stringify(campKeys.pages(a.filters, ALL_CAMPS_PAGE_SIZE))).toBe(
      JSON.stringify(campKeys.pages(b.filters, ALL_CAMPS_PAGE_SIZE)),
    );
  });
});
