import { describe, expect, it } from "vitest";
import { priceRangeFor, priceRangeProblem } from "./price-range";

describe("priceRangeFor", () => {
  it("applies only when checked and a value exists", () => {
    expect(priceRangeFor(false, "5", "10")).toBeUndefined();
    expect(priceRangeFor(true, "", " ")).toBeUndefined();
  });

  it("fills the missing side with the spec's defaults", () => {
    expect(priceRangeFor(true, "5", "")).toEqual({ min: 5, max: 9999999999 });
    expect(priceRangeFor(true, "", "20")).toEqual({ min: 0, max: 20 });
    expect(priceRangeFor(true, "5", "20")).toEqual({ min: 5, max: 20 });
  });
});

describe("priceRangeProblem", () => {
  it("names ranges no camp can match", () => {
    expect(priceRangeProblem(undefined)).toBeUndefined();
    expect(priceRangeProblem({ min: 5, max: 5 })).toBeUndefined();
    expect(priceRangeProblem({ min: 6, max: 5 })).toBe("Min Price must not be greater than Max Price.");
    expect(priceRangeProblem({ min: -1, max: 5 })).toBe("Prices cannot be negative.");
  });
});
