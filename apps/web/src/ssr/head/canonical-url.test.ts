import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-url";

const ORIGIN = "https://medcamp.example";

describe("canonicalUrl", () => {
  it("gives the home page as the origin with its slash", () => {
    expect(canonicalUrl(ORIGIN, "/", "")).toBe("https://medcamp.example/");
    expect(canonicalUrl(ORIGIN, "/", "?utm_source=x")).toBe("https://medcamp.example/");
  });

  it("keeps a camp page's path and drops its query", () => {
    expect(canonicalUrl(ORIGIN, "/meal/abc123", "?ref=share&fbclid=1")).toBe("https://medcamp.example/meal/abc123");
    expect(canonicalUrl(ORIGIN, "/upcoming-meals", "?page=3")).toBe("https://medcamp.example/upcoming-meals");
  });

  it("keeps the category, city and page of All Camps, in a fixed order, and drops the rest", () => {
    const search = "?page=2&search=heart&minPrice=5&maxPrice=40&when=week&sort=startsAt&city=Dhaka&category=7days";
    expect(canonicalUrl(ORIGIN, "/meals", search)).toBe(
      "https://medcamp.example/meals?category=7days&city=Dhaka&page=2",
    );
  });

  it("leaves out what the page shows by default or ignores", () => {
    expect(canonicalUrl(ORIGIN, "/meals", "?category=All&page=1&city=%20%20")).toBe("https://medcamp.example/meals");
    expect(canonicalUrl(ORIGIN, "/meals", "?category=nonsense&page=abc")).toBe("https://medcamp.example/meals");
  });

  it("names the pages All Camps actually shows for a page past its limit", () => {
    expect(canonicalUrl(ORIGIN, "/meals", "?page=500")).toBe("https://medcamp.example/meals?page=20");
  });

  it("encodes a city with spaces and symbols", () => {
    expect(canonicalUrl(ORIGIN, "/meals", "?city=Cox%27s%20Bazar%20%26%20Teknaf")).toBe(
      "https://medcamp.example/meals?city=Cox%27s+Bazar+%26+Teknaf",
    );
  });

  it("drops a trailing slash and resolves dot segments", () => {
    expect(canonicalUrl(ORIGIN, "/meals/", "?category=3days")).toBe("https://medcamp.example/meals?category=3days");
    expect(canonicalUrl(ORIGIN, "/meal/x/../abc/", "")).toBe("https://medcamp.example/meal/abc");
  });

  it("never points at another host", () => {
    expect(canonicalUrl(ORIGIN, "//evil.example/x", "")).toBe("https://medcamp.example/evil.example/x");
    expect(canonicalUrl(ORIGIN, '/meal/a"b c', "")).toBe("https://medcamp.example/meal/a%22b%20c");
  });
});
