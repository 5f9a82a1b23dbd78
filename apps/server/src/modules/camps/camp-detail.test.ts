import { MEAL_DETAIL_REVIEWS_MAX, type MealDetail, type Meal } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps, reviews, users } from "../../db/schema/index.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";

describe("GET /api/meals/:id", () => {
  let t: TestApp;
  const detail = async (id: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/meals/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json() as MealDetail;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
  });
  afterAll(() => t.close());

  it("returns one camp with its reviews and likedby", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/meals?limit=1" })).json() as { meals: Meal[] };
    const id = list.meals[0]!._id;
    const camp = await detail(id);
    expect(camp).toMatchObject({ ...list.meals[0], likedby: [] });
    expect(camp.reviews).toHaveLength(list.meals[0]!.reviewsCount);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({ method: "GET", url: `/api/meals/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "CAMP_NOT_FOUND" });
    const bad = await t.app.inject({ method: "GET", url: "/api/meals/not-an-id" });
    expect(bad.statusCode).toBe(400);
  });

  it("carries only the newest 50 reviews, newest first, while reviewsCount counts them all", async () => {
    const db = t.database.db;
    const id = await insertCamp(db);
    const total = MEAL_DETAIL_REVIEWS_MAX + 3;
    const start = Date.parse("2026-01-01T00:00:00Z");
    const people = Array.from({ length: total }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Reviewer ${String(i).padStart(2, "0")}`,
      email: `reviewer-${i}-${crypto.randomUUID().slice(0, 6)}@example.org`,
    }));
    await db.insert(users).values(people);
    // Inserted in shuffled order, so the answer's order can only come from the dates.
    const order = people.map((_, i) => i).sort((a, b) => ((a * 37) % total) - ((b * 37) % total));
    await db.insert(reviews).values(
      order.map((i) => ({
        campId: id,
        userId: people[i]!.id,
        rating: (i % 5) + 1,
        comment: `Review number ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const ratingTotal = people.reduce((sum, _, i) => sum + (i % 5) + 1, 0);
    await db.update(camps).set({ reviewsCount: total, ratingTotal }).where(eq(camps.id, id));

    const camp = await detail(id);
    expect(camp.reviewsCount).toBe(total);
    expect(camp.reviews).toHaveLength(MEAL_DETAIL_REVIEWS_MAX);
    const expected = Array.from({ length: MEAL_DETAIL_REVIEWS_MAX }, (_, k) => total - 1 - k);
    expect(camp.reviews.map((r) => r.comment)).toEqual(expected.map((i) => `Review number ${i}`));
    expect(camp.reviews[0]).toEqual({
      name: "Reviewer 52",
      rating: (52 % 5) + 1,
      comment: "Review number 52",
      verifiedAttendee: false,
    });
  });
});
