import type { Meal } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CAMPS } from "../../db/seed/demo-camps.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("GET /api/meals", () => {
  let t: TestApp;
  const get = (query: string) => t.app.inject({ method: "GET", url: `/api/meals${query}` });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it("returns the seeded camps in the spec's shape, newest first", async () => {
    const res = await get("?category=All&limit=50");
    expect(res.statusCode).toBe(200);
    const body = res.json() as { meals: Meal[]; totalPages: number };
    expect(body.meals).toHaveLength(DEMO_CAMPS.length);
    expect(body.totalPages).toBe(1);
    const meal = body.meals[0]!;
    expect(Object.keys(meal).sort()).toEqual(
      [
        "_id",
        "category",
        "description",
        "distributor",
        "image",
        "ingredients",
        "likes",
        "postTime",
        "price",
        "rating",
        "reviewsCount",
        "title",
      ].sort(),
    );
    expect(meal.distributor).toEqual({ name: "MedCamp Admin", email: "admin@medcamp.dev" });
    const times = body.meals.map((m) => Date.parse(m.postTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages with a default of 10 and counts totalPages", async () => {
    const body = (await get("")).json() as { meals: Meal[]; totalPages: number };
    expect(body.meals).toHaveLength(10);
    expect(body.totalPages).toBe(Math.ceil(DEMO_CAMPS.length / 10));
    const last = (await get(`?page=${body.totalPages}`)).json() as { meals: Meal[] };
    expect(last.meals).toHaveLength(DEMO_CAMPS.length - 10 * (body.totalPages - 1));
  });

  it("filters by category", async () => {
    const body = (await get("?category=7days&limit=50")).json() as { meals: Meal[] };
    expect(body.meals.length).toBe(DEMO_CAMPS.filter((c) => c.category === "7days").length);
    expect(new Set(body.meals.map((m) => m.category))).toEqual(new Set(["7days"]));
  });

  it("filters by price range with the spec's defaults for a missing side", async () => {
    const onlyMin = (await get(`?limit=50&priceRange=${encodeURIComponent('{"min":30}')}`)).json() as { meals: Meal[] };
    expect(onlyMin.meals.length).toBe(DEMO_CAMPS.filter((c) => c.price >= 30).length);
    const onlyMax = (await get(`?limit=50&priceRange=${encodeURIComponent('{"max":10}')}`)).json() as { meals: Meal[] };
    expect(onlyMax.meals.length).toBe(DEMO_CAMPS.filter((c) => c.price <= 10).length);
    expect(onlyMax.meals.every((m) => m.price <= 10)).toBe(true);
  });

  it("searches titles case-insensitively, with wildcards taken literally", async () => {
    const sample = DEMO_CAMPS[0]!.title;
    const word = sample.split(" ")[0]!.toUpperCase();
    const body = (await get(`?limit=50&search=${encodeURIComponent(word)}`)).json() as { meals: Meal[] };
    expect(body.meals.length).toBe(DEMO_CAMPS.filter((c) => c.title.toUpperCase().includes(word)).length);
    const wild = (await get(`?search=${encodeURIComponent("%")}`)).json() as { meals: Meal[]; totalPages: number };
    expect(wild).toEqual({ meals: [], totalPages: 1 });
  });

  it.each([
    ["?category=11days", "category"],
    ["?priceRange=notjson", "priceRange"],
    [`?priceRange=${encodeURIComponent('{"min":-5}')}`, "priceRange"],
    ["?page=-1", "page"],
    ["?page=abc", "page"],
    ["?limit=100000", "limit"],
    ["?sortBy=price", "sortBy"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; code: string };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toContain(field);
  });
});

describe("GET /api/meals/:id", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it("returns one camp with its reviews and likedby", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/meals?limit=1" })).json() as { meals: Meal[] };
    const id = list.meals[0]!._id;
    const res = await t.app.inject({ method: "GET", url: `/api/meals/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...list.meals[0], likedby: [] });
    expect(res.json().reviews).toHaveLength(list.meals[0]!.reviewsCount);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({ method: "GET", url: `/api/meals/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "NOT_FOUND" });
    const bad = await t.app.inject({ method: "GET", url: "/api/meals/not-an-id" });
    expect(bad.statusCode).toBe(400);
  });
});
