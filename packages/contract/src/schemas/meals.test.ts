import { describe, expect, it } from "vitest";
import { PRICE_MAX_DEFAULT } from "../constants.ts";
import { mealInputSchema, mealListQuerySchema } from "./meals.ts";

const validCamp = {
  title: "Heart Health Retreat",
  category: "3days",
  image: "https://example.org/camp.png",
  ingredients: ["Cardiologist", "Nurse"],
  description: "Screenings and workshops.",
  price: 12.5,
};

describe("mealListQuerySchema", () => {
  it("fills the spec's defaults", () => {
    expect(mealListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, category: "All" });
  });

  it("reads priceRange JSON and fills a missing side", () => {
    expect(mealListQuerySchema.parse({ priceRange: '{"min":5}' }).priceRange).toEqual({
      min: 5,
      max: PRICE_MAX_DEFAULT,
    });
    expect(mealListQuerySchema.parse({ priceRange: '{"max":"20"}' }).priceRange).toEqual({ min: 0, max: 20 });
  });

  it("refuses text that is not a JSON object", () => {
    for (const text of ["cheap", "[1,2]", "[]", "5", '"5"', "null", "true"]) {
      expect(mealListQuerySchema.safeParse({ priceRange: text }).success, text).toBe(false);
    }
  });

  it("accepts min equal to max and refuses min greater than max, saying so", () => {
    expect(mealListQuerySchema.parse({ priceRange: '{"min":10,"max":10}' }).priceRange).toEqual({ min: 10, max: 10 });
    const refused = mealListQuerySchema.safeParse({ priceRange: '{"min":30,"max":10}' });
    expect(refused.error?.issues[0]?.message).toBe("priceRange min must not be greater than max");
    expect(refused.error?.issues[0]?.path).toEqual(["priceRange"]);
    expect(mealListQuerySchema.safeParse({ priceRange: `{"min":${PRICE_MAX_DEFAULT + 1}}` }).success).toBe(false);
  });
});

describe("mealInputSchema", () => {
  it("accepts a valid camp and trims text", () => {
    expect(mealInputSchema.parse({ ...validCamp, title: "  Heart  " }).title).toBe("Heart");
  });

  it("accepts shipped image paths but no other scheme", () => {
    expect(mealInputSchema.safeParse({ ...validCamp, image: "/images/camps/dental.svg" }).success).toBe(true);
    expect(mealInputSchema.safeParse({ ...validCamp, image: "javascript:alert(1)" }).success).toBe(false);
    expect(mealInputSchema.safeParse({ ...validCamp, image: "ftp://x.org/a.png" }).success).toBe(false);
  });

  it("refuses negative fees, more than 2 decimals and blank titles with the spec's message", () => {
    expect(mealInputSchema.safeParse({ ...validCamp, price: -1 }).success).toBe(false);
    expect(mealInputSchema.safeParse({ ...validCamp, price: 1.234 }).success).toBe(false);
    const blank = mealInputSchema.safeParse({ ...validCamp, title: "   " });
    expect(blank.error?.issues[0]?.message).toBe("Title is required");
  });

  it("drops fields the client may not set", () => {
    const parsed = mealInputSchema.parse({ ...validCamp, likes: 1000, rating: 5 });
    expect(parsed).not.toHaveProperty("likes");
    expect(parsed).not.toHaveProperty("rating");
  });
});
