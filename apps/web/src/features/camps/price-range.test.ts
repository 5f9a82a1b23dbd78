import { describe, expect, it } from "vitest";
import { priceRangeFor } from "./price-range";

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
