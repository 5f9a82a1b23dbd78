import type { MealDetail } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { campCounts, insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("POST /api/meals/:id/review", () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let crowd: TestUser[];

  const review = (user: TestUser | null, id: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url: `/api/meals/${id}/review`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, crowd] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      Promise.all(Array.from({ length: 10 }, () => signUp(t.app))),
    ]);
  });
  afterAll(() => t.close());

  it("refuses visitors with a 401 and stores nothing", async () => {
    const id = await insertCamp(t.database.db);
    const res = await review(null, id, { comment: "Great", rating: 5 });
    expect(res.statusCode).toBe(401);
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { reviewsCount: 0 }, rows: { reviews: 0 } });
  });

  it("stores a review once and answers a repeat with 409", async () => {
    const id = await insertCamp(t.database.db);
    const res = await review(alice, id, { email: alice.email, comment: "  Very helpful nurses  ", rating: 4 });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; insertedId: string };
    expect(body.message).toBe("Review submitted successfully!");
    expect(body.insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await review(alice, id, { comment: "Second try", rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "User already reviewed the meal", code: "ALREADY_REVIEWED" });

    const camp = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json() as MealDetail;
    expect(camp.reviews).toEqual([
      { name: alice.name, rating: 4, comment: "Very helpful nurses", verifiedAttendee: false },
    ]);
    expect(camp).toMatchObject({ rating: 4, reviewsCount: 1 });
    expect(await campCounts(t.database.db, id)).toMatchObject({
      camp: { reviewsCount: 1, ratingTotal: 4 },
      rows: { reviews: 1, ratings: 4 },
    });
  });

  it("lets another user review the same camp, and refuses reviewing in someone else's name", async () => {
    const id = await insertCamp(t.database.db);
    expect((await review(alice, id, { comment: "Good", rating: 5 })).statusCode).toBe(201);
    expect((await review(bob, id, { email: alice.email, comment: "Fake", rating: 1 })).statusCode).toBe(403);
    expect((await review(bob, id, { comment: "Fine", rating: 2 })).statusCode).toBe(201);
    expect(await campCounts(t.database.db, id)).toMatchObject({
      camp: { reviewsCount: 2, ratingTotal: 7 },
      rows: { reviews: 2, ratings: 7 },
    });
  });

  it.each([
    [{ comment: "   ", rating: 3 }, "comment"],
    [{ comment: "Nice", rating: 0 }, "rating"],
    [{ comment: "Nice", rating: 6 }, "rating"],
    [{ comment: "Nice", rating: 2.5 }, "rating"],
    [{ comment: "Nice" }, "rating"],
    [{ rating: 3 }, "comment"],
    [{ comment: "x".repeat(1001), rating: 3 }, "comment"],
  ])("refuses %o with a 400 naming %s", async (payload, field) => {
    const id = await insertCamp(t.database.db);
    const res = await review(alice, id, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(field);
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { reviewsCount: 0 }, rows: { reviews: 0 } });
  });

  it("answers 400 for a malformed id and 404 for an unknown camp", async () => {
    expect((await review(alice, "not-an-id", { comment: "Nice", rating: 3 })).statusCode).toBe(400);
    const missing = await review(alice, crypto.randomUUID(), { comment: "Nice", rating: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "CAMP_NOT_FOUND" });
  });

  it("keeps count and average exact under concurrent reviews by different users", async () => {
    const id = await insertCamp(t.database.db);
    const results = await Promise.all(
      crowd.map((user, i) => review(user, id, { comment: `Review ${i}`, rating: (i % 5) + 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(crowd.length).fill(201));
    const { camp, rows } = await campCounts(t.database.db, id);
    expect(rows.reviews).toBe(crowd.length);
    expect(camp.reviewsCount).toBe(rows.reviews);
    expect(camp.ratingTotal).toBe(rows.ratings);
    const shown = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json() as MealDetail;
    expect(shown.rating).toBeCloseTo(rows.ratings / rows.reviews, 10);
    expect(shown.reviewsCount).toBe(crowd.length);
  });

  it("stores one review when one user submits many at once", async () => {
    const id = await insertCamp(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => review(bob, id, { comment: `Try ${i}`, rating: 3 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await campCounts(t.database.db, id)).toMatchObject({
      camp: { reviewsCount: 1, ratingTotal: 3 },
      rows: { reviews: 1, ratings: 3 },
    });
  });
});
