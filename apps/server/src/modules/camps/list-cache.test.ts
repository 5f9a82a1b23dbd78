import type { MealDetail, MealListResponse, UpcomingMealList } from "@medcamp/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app.ts";
import { insertCamp, insertUpcomingCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

// The public camp answers are cached per instance and dropped by the database's change notices (ADR 006).
describe("cached camp answers stay true", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let camper: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp(testConfig(), { database: t.database });
    await other.ready();
    camper = await signUp(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const likesOf = async (app: FastifyInstance, id: string) => {
    const list = (await get(app, "/api/meals?limit=50")).json() as MealListResponse;
    return list.meals.find((m) => m._id === id)?.likes;
  };

  it("answers lists with an ETag and 304 when the client holds the same bytes", async () => {
    await insertCamp(t.database.db);
    const first = await get(t.app, "/api/meals?category=All");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(t.app, "/api/meals?category=All", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(String((await get(other, "/api/meals?category=All")).headers.etag)).toBe(etag); // same bytes, same tag
  });

  it("shows a like at once on the instance that took it, and soon on the other one", async () => {
    const id = await insertCamp(t.database.db);
    await vi.waitFor(async () => expect(await likesOf(other, id)).toBe(0));
    expect(await likesOf(t.app, id)).toBe(0);
    const like = await injectAs(t.app, camper, { method: "POST", url: `/api/meals/${id}/like`, payload: {} });
    expect(like.statusCode).toBe(200);
    expect(await likesOf(t.app, id)).toBe(1);
    await vi.waitFor(async () => expect(await likesOf(other, id)).toBe(1));
  });

  it("counts pages anew when camps are added", async () => {
    const pages = async () => ((await get(t.app, "/api/meals?limit=1")).json() as MealListResponse).totalPages;
    const before = await pages();
    await insertCamp(t.database.db);
    await vi.waitFor(async () => expect(await pages()).toBe(before + 1));
  });

  it("shows a new review on the shared (anonymous) detail, while a signed-in answer is stored nowhere", async () => {
    const id = await insertCamp(t.database.db);
    const anonymous = await get(t.app, `/api/meals/${id}`);
    expect(anonymous.headers["cache-control"]).toBe("public, no-cache");
    expect((anonymous.json() as MealDetail).reviews).toEqual([]);
    const review = await injectAs(t.app, camper, {
      method: "POST",
      url: `/api/meals/${id}/review`,
      payload: { comment: "Kind nurses", rating: 5 },
    });
    expect(review.statusCode).toBe(201);
    const after = (await get(t.app, `/api/meals/${id}`)).json() as MealDetail;
    expect(after.reviews).toEqual([{ name: camper.name, rating: 5, comment: "Kind nurses", verifiedAttendee: false }]);
    expect(after.rating).toBe(5);
    const mine = await injectAs(t.app, camper, { method: "GET", url: `/api/meals/${id}` });
    expect(mine.headers["cache-control"]).toBe("no-store");
  });

  it("shows a like of an upcoming camp to visitors at once, and a signed-in answer is stored nowhere", async () => {
    const id = await insertUpcomingCamp(t.database.db);
    const upcomingLikes = async () => {
      const res = await get(t.app, "/api/upcoming-meals");
      expect(res.headers["cache-control"]).toBe("public, no-cache");
      return (res.json() as UpcomingMealList).find((m) => m._id === id)?.likes;
    };
    expect(await upcomingLikes()).toBe(0);
    const subscriber = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const like = await injectAs(t.app, subscriber, {
      method: "POST",
      url: "/api/like-upcoming-meal",
      payload: { mealId: id },
    });
    expect(like.statusCode).toBe(201);
    expect(await upcomingLikes()).toBe(1);
    const mine = await injectAs(t.app, subscriber, { method: "GET", url: "/api/upcoming-meals" });
    expect(mine.headers["cache-control"]).toBe("no-store");
  });
});
