import type { Meal } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CAMPS } from "../../db/seed/demo-camps.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "../../test/test-app.ts";

describe("GET /api/meals", () => {
  let t: TestApp;
  const get = (query: string) => t.app.inject({ method: "GET", url: `/api/meals${query}` });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
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
        // issue 18
        "startsAt",
        "endsAt",
        "timezone",
        "location",
        "capacity",
        "seatsTaken",
        "seatsLeft",
        "waitlistCount",
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

  it("accepts a limit of 50 and answers a page past the end with no camps and the real totalPages", async () => {
    const all = await get("?limit=50");
    expect(all.statusCode).toBe(200);
    expect((all.json() as { meals: Meal[] }).meals).toHaveLength(Math.min(50, DEMO_CAMPS.length));
    const pages = Math.ceil(DEMO_CAMPS.length / 4);
    const past = await get(`?limit=4&page=${pages + 1}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ meals: [], totalPages: pages });
  });

  it.each(["likes", "reviewsCount"] as const)("sorts by %s, most first", async (sortBy) => {
    const body = (await get(`?limit=50&sortBy=${sortBy}`)).json() as { meals: Meal[] };
    const values = body.meals.map((m) => m[sortBy]);
    expect(values).toHaveLength(DEMO_CAMPS.length);
    expect(new Set(values).size).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
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
    const both = (await get(`?limit=50&priceRange=${encodeURIComponent('{"min":10,"max":30}')}`)).json() as {
      meals: Meal[];
    };
    const inRange = DEMO_CAMPS.filter((c) => c.price >= 10 && c.price <= 30);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(DEMO_CAMPS.length);
    expect(both.meals.map((m) => m.title).sort()).toEqual(inRange.map((c) => c.title).sort());
  });

  it("answers min greater than max with a 400 that says so", async () => {
    const res = await get(`?priceRange=${encodeURIComponent('{"min":30,"max":10}')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Price range min must not be greater than max (priceRange)",
      code: "VALIDATION_ERROR",
    });
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
    [`?priceRange=${encodeURIComponent("[1,2]")}`, "priceRange"],
    [`?priceRange=${encodeURIComponent("5")}`, "priceRange"],
    [`?priceRange=${encodeURIComponent('"cheap"')}`, "priceRange"],
    [`?priceRange=null`, "priceRange"],
    ["?page=-1", "page"],
    ["?page=0", "page"],
    ["?limit=51", "limit"],
    ["?limit=0", "limit"],
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
