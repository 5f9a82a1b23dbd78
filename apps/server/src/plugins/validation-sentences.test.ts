import { LIMITS } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";
import { fieldWords } from "./validation-sentences.ts";

const camp = {
  title: "Sentence Camp",
  category: "7days",
  image: "https://example.org/vision.png",
  ingredients: ["Nurse"],
  description: "Checks.",
  price: 12.5,
};

describe("a request failing validation answers sentences naming the field in words (issue 17, item 5)", () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { name: "Vera Validator", role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  const addCamp = (payload: object) => injectAs(t.app, admin, { method: "POST", url: "/api/meals", payload });

  it("a title one character too long", async () => {
    const res = await addCamp({ ...camp, title: "T".repeat(LIMITS.title + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Title can be at most ${LIMITS.title} characters (title)`,
      code: "VALIDATION_ERROR",
    });
  });

  it("one sentence per problem, each once, the contract's own sentences kept", async () => {
    const res = await addCamp({ ...camp, title: " ", price: -1, ingredients: [] });
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string };
    expect(message.split(". ").sort()).toEqual(
      [
        "Title is required (title)",
        "Camp fee must not be negative (price)",
        "Healthcare Professionals are required (ingredients)",
      ].sort(),
    );
    expect(message).not.toMatch(/Too (big|small)|expected|body\./);
  });

  it.each([
    ["?limit=51", "Page size can be at most 50 (limit)"],
    ["?page=abc", "Page is not valid (page)"],
    ["?category=11days", "Category must be one of All, 3days, 7days, 10days (category)"],
  ])("the camp list refuses %s with %s", async (query, message) => {
    const res = await t.app.inject({ url: `/api/meals${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: "VALIDATION_ERROR" });
  });

  it("words for wire names", () => {
    expect(fieldWords("price")).toBe("Camp fee");
    expect(fieldWords("priceRange")).toBe("Price range");
    expect(fieldWords("description")).toBe("Description");
  });
});
