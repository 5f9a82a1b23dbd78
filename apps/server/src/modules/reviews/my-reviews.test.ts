import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { appWithDemoCampers } from "../../test/demo-campers.ts";
import type { TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("a camper's own reviews, and the dashboard counts they feed", () => {
  let t: TestApp;
  let sara: TestUser;
  let omar: TestUser;
  const counters = () =>
    queryRows(
      t.database.db,
      sql`select m.id from meal m where
        m.reviews_count <> (select count(*) from review r where r.meal_id = m.id) or
        m.rating_total <> coalesce((select sum(rating) from review r where r.meal_id = m.id), 0)`,
    );

  beforeAll(async () => {
    ({ t, sara, omar } = await appWithDemoCampers());
  });
  afterAll(() => t.close());

  it("lists, edits and deletes only the user's own reviews, keeping counts and averages exact", async () => {
    const mine = (await injectAs(t.app, sara, { method: "GET", url: "/api/reviews?limit=50" })).json();
    expect(mine.reviews.length).toBeGreaterThan(0);
    const review = mine.reviews[0];
    expect(review).toMatchObject({ _id: expect.any(String), mealId: expect.any(String), title: expect.any(String) });
    expect((await injectAs(t.app, omar, { method: "GET", url: `/api/reviews?email=${sara.email}` })).statusCode).toBe(
      403,
    );

    const update = (user: TestUser, newComment: string) =>
      injectAs(t.app, user, {
        method: "POST",
        url: "/api/review-update",
        payload: { reviewId: review._id, newComment },
      });
    expect((await update(omar, "hijacked")).statusCode).toBe(404);
    expect((await update(sara, "  ")).statusCode).toBe(400);
    expect((await update(sara, "Even better on reflection.")).statusCode).toBe(200);

    const before = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${review.mealId}` })).json();
    const remove = (user: TestUser) =>
      injectAs(t.app, user, {
        method: "POST",
        url: "/api/review-delete",
        payload: { reviewId: review._id, mealId: review.mealId },
      });
    expect((await remove(omar)).statusCode).toBe(404);
    expect((await remove(sara)).statusCode).toBe(200);
    expect((await remove(sara)).statusCode).toBe(404);
    const after = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${review.mealId}` })).json();
    expect(after.reviewsCount).toBe(before.reviewsCount - 1);
    const stored = await queryRows<{ avg: number | null }>(
      t.database.db,
      sql`select avg(rating)::float as avg from review where meal_id = ${review.mealId}`,
    );
    expect(after.rating).toBeCloseTo(stored[0]?.avg ?? 0, 10);
    expect(await counters()).toEqual([]);
  });

  it("keeps pages, counts and averages exact after each cancel, edit and delete", async () => {
    const pat = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const [campA, campB] = [await insertCamp(t.database.db, "Counted A"), await insertCamp(t.database.db, "Counted B")];
    const post = (user: TestUser, url: string, payload: object) =>
      injectAs(t.app, user, { method: "POST", url, payload });
    for (const mealId of [campA, campB])
      expect((await post(pat, "/api/meal/request", { mealId })).statusCode).toBe(201);
    expect((await post(omar, `/api/meals/${campA}/review`, { comment: "Fine.", rating: 3 })).statusCode).toBe(201);
    expect((await post(pat, `/api/meals/${campA}/review`, { comment: "Great.", rating: 5 })).statusCode).toBe(201);
    expect((await post(pat, `/api/meals/${campB}/review`, { comment: "Poor.", rating: 2 })).statusCode).toBe(201);
    const get = async (url: string) => (await injectAs(t.app, pat, { method: "GET", url })).json();
    const requestPages = async () => (await get("/api/meal-requests-user?limit=1")).totalPages;
    const reviewPages = async () => (await get("/api/reviews?limit=1")).totalPages;
    const requestRow = async (title: string) =>
      (await get("/api/meal-requests-user?limit=10")).mealRequests
        .map((r: { mealRequest: { title: string; reviews_count: number } }) => r.mealRequest)
        .find((r: { title: string }) => r.title === title);
    const camp = async (id: string) => (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json();

    // Cancel: 2 requests on 2 pages of 1, then 1.
    expect(await requestPages()).toBe(2);
    const requests = (await get("/api/meal-requests-user?limit=10")).mealRequests;
    const bRequest = requests.find((r: { mealRequest: { title: string } }) =>
      r.mealRequest.title.startsWith("Counted B"),
    );
    const cancelled = await injectAs(t.app, pat, {
      method: "DELETE",
      url: "/api/meal-requests-user",
      payload: { id: bRequest.mealRequest._id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await requestPages()).toBe(1);

    // Edit changes neither pages nor the camp's counts.
    const aTitle = (await camp(campA)).title as string;
    expect(await camp(campA)).toMatchObject({ reviewsCount: 2, rating: 4 });
    expect((await requestRow(aTitle)).reviews_count).toBe(2);
    expect(await reviewPages()).toBe(2);
    const mine = (await get("/api/reviews?limit=10")).reviews as Array<{ _id: string; mealId: string }>;
    const aReview = mine.find((r) => r.mealId === campA)!;
    expect(
      (await post(pat, "/api/review-update", { reviewId: aReview._id, newComment: "Great, still." })).statusCode,
    ).toBe(200);
    expect(await reviewPages()).toBe(2);
    expect(await camp(campA)).toMatchObject({ reviewsCount: 2, rating: 4 });

    // Delete: the camp's count and average drop to omar's review alone, and the request row shows it.
    expect((await post(pat, "/api/review-delete", { reviewId: aReview._id, mealId: campA })).statusCode).toBe(200);
    expect(await reviewPages()).toBe(1);
    expect(await camp(campA)).toMatchObject({ reviewsCount: 1, rating: 3 });
    expect((await requestRow(aTitle)).reviews_count).toBe(1);
    const bReview = mine.find((r) => r.mealId === campB)!;
    expect((await post(pat, "/api/review-delete", { reviewId: bReview._id, mealId: campB })).statusCode).toBe(200);
    expect(await get("/api/reviews?limit=1")).toEqual({ reviews: [], totalPages: 1 });
    expect(await camp(campB)).toMatchObject({ reviewsCount: 0, rating: 0 });
    expect(await counters()).toEqual([]);
  });
});
