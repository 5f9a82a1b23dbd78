import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("GET /api/meals/:id/mine: the camper's own standing with a camp", () => {
  let t: TestApp;
  let admin: TestUser;
  let sara: TestUser;
  let omar: TestUser;

  const mine = (user: TestUser | null, campId: string) =>
    injectAs(t.app, user, { method: "GET", url: `/api/meals/${campId}/mine` });
  const join = async (user: TestUser, mealId: string) =>
    (await injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } })).json()
      .insertedId as string;
  const serve = (id: string) =>
    injectAs(t.app, admin, { method: "PATCH", url: `/api/meal-requests/${id}`, payload: { status: "delivered" } });
  const review = async (user: TestUser, campId: string, comment: string, rating: number) =>
    (
      await injectAs(t.app, user, { method: "POST", url: `/api/meals/${campId}/review`, payload: { comment, rating } })
    ).json().insertedId as string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [admin, sara, omar] = await Promise.all([
      signUp(t.app, { role: "admin", db }),
      signUp(t.app, { badge: "Gold", db }),
      signUp(t.app, { badge: "Silver", db }),
    ]);
  });
  afterAll(() => t.close());

  it("is for signed-in users only, never stored, and knows unknown camps and malformed ids", async () => {
    const campId = await insertCamp(t.database.db);
    expect((await mine(null, campId)).statusCode).toBe(401);
    const fresh = await mine(sara, campId);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    expect(fresh.json()).toEqual({ request: null, review: null });
    const missing = await mine(sara, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "CAMP_NOT_FOUND" });
    expect((await mine(sara, "not-an-id")).statusCode).toBe(400);
  });

  it("follows the camper's request from pending to delivered; no second request while it holds the seat", async () => {
    const campId = await insertCamp(t.database.db);
    const first = await join(sara, campId);
    expect((await mine(sara, campId)).json()).toEqual({ request: { _id: first, status: "pending" }, review: null });
    expect((await serve(first)).statusCode).toBe(200);
    expect((await mine(sara, campId)).json().request).toEqual({ _id: first, status: "delivered" });
    await join(sara, campId);
    expect((await mine(sara, campId)).json().request).toEqual({ _id: first, status: "delivered" });
  });

  it("answers only the caller's own request and review, never someone else's", async () => {
    const campId = await insertCamp(t.database.db);
    await join(omar, campId);
    const omarsReview = await review(omar, campId, "Omar liked the dentist.", 3);
    expect((await mine(sara, campId)).json()).toEqual({ request: null, review: null });
    expect((await mine(admin, campId)).json()).toEqual({ request: null, review: null });
    const sarasReview = await review(sara, campId, "Kind nurses, short queue.", 5);
    expect((await mine(sara, campId)).json()).toEqual({
      request: null,
      review: { _id: sarasReview, comment: "Kind nurses, short queue.", rating: 5 },
    });
    expect((await mine(omar, campId)).json()).toEqual({
      request: { _id: expect.any(String), status: "pending" },
      review: { _id: omarsReview, comment: "Omar liked the dentist.", rating: 3 },
    });
  });

  it("shows an edited comment and forgets a deleted review", async () => {
    const campId = await insertCamp(t.database.db);
    const reviewId = await review(sara, campId, "First words.", 4);
    await injectAs(t.app, sara, {
      method: "POST",
      url: "/api/review-update",
      payload: { reviewId, newComment: "Second thoughts." },
    });
    expect((await mine(sara, campId)).json().review).toEqual({ _id: reviewId, comment: "Second thoughts.", rating: 4 });
    await injectAs(t.app, sara, { method: "POST", url: "/api/review-delete", payload: { reviewId } });
    expect((await mine(sara, campId)).json().review).toBeNull();
  });
});
