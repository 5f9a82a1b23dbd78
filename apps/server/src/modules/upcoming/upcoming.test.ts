import type { UpcomingMeal, UpcomingMealPage } from "@medcamp/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upcomingCamps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertUpcomingCamp, upcomingCounts } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("upcoming camps", () => {
  let t: TestApp;
  let gold: TestUser;
  let platinum: TestUser;
  let noBadge: TestUser;
  let crowd: TestUser[];

  const list = async (user: TestUser | null, query = "") => {
    const res = await injectAs(t.app, user, { method: "GET", url: `/api/upcoming-meals${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as UpcomingMeal[];
  };
  const page = async (user: TestUser | null, query: string) => {
    const res = await injectAs(t.app, user, { method: "GET", url: `/api/upcoming-meals${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as UpcomingMealPage;
  };
  const like = (user: TestUser | null, payload: object) =>
    injectAs(t.app, user, { method: "POST", url: "/api/like-upcoming-meal", payload });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [gold, platinum, noBadge, ...crowd] = await Promise.all([
      signUp(t.app, { badge: "Gold", db }),
      signUp(t.app, { badge: "Platinum", db }),
      signUp(t.app),
      ...Array.from({ length: 20 }, () => signUp(t.app, { badge: "Silver", db })),
    ]);
  });
  afterAll(() => t.close());

  describe("GET /api/upcoming-meals", () => {
    it("lists pending upcoming camps newest first in the upcoming shape, without published ones", async () => {
      const db = t.database.db;
      const older = await insertUpcomingCamp(db, { postTime: new Date(Date.now() - 2 * DAY_MS) });
      const newer = await insertUpcomingCamp(db, { postTime: new Date(Date.now() - DAY_MS) });
      const published = await insertUpcomingCamp(db, { status: "published" });
      const camps = await list(null);
      const ids = camps.map((c) => c._id);
      expect(ids).toContain(older);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(ids).not.toContain(published);
      const times = camps.map((c) => Date.parse(c.postTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const camp = camps.find((c) => c._id === older)!;
      expect(camp).toMatchObject({ status: "pending", likes: 0, rating: 0, reviewsCount: 0, likedby: [] });
      expect(Object.keys(camp).sort()).toEqual(
        [
          "_id",
          "category",
          "description",
          "distributor",
          "image",
          "ingredients",
          "likedby",
          "likes",
          "postTime",
          "price",
          "rating",
          "reviewsCount",
          "status",
          "title",
          // issue 18: the schedule and place, but no seats (nobody joins an upcoming camp)
          "startsAt",
          "endsAt",
          "timezone",
          "location",
          "capacity",
        ].sort(),
      );
    });

    it("caps the list at 50 and honours a smaller limit", async () => {
      await Promise.all(Array.from({ length: 52 }, () => insertUpcomingCamp(t.database.db)));
      expect(await list(null)).toHaveLength(50);
      expect(await list(null, "?limit=3")).toHaveLength(3);
      for (const bad of ["?limit=51", "?limit=0", "?limit=abc"]) {
        const res = await injectAs(t.app, null, { method: "GET", url: `/api/upcoming-meals${bad}` });
        expect(res.statusCode).toBe(400);
      }
    });

    it("pages when asked for a page: {meals, totalPages}, 10 by default, every camp reached once", async () => {
      await Promise.all(Array.from({ length: 12 }, () => insertUpcomingCamp(t.database.db)));
      const [{ total }] = (await t.database.db
        .select({ total: count() })
        .from(upcomingCamps)
        .where(eq(upcomingCamps.status, "pending"))) as [{ total: number }];
      const first = await page(null, "?page=1");
      expect(first).toMatchObject({ totalPages: Math.ceil(total / 10) });
      expect(first.meals).toHaveLength(10);
      expect(first.meals.map((c) => c._id)).toEqual((await list(null, "?limit=10")).map((c) => c._id));

      const limit = 7;
      const seen: string[] = [];
      const { totalPages } = await page(null, `?page=1&limit=${limit}`);
      expect(totalPages).toBe(Math.ceil(total / limit));
      for (let p = 1; p <= totalPages; p += 1) {
        const body = await page(null, `?page=${p}&limit=${limit}`);
        expect(body.totalPages).toBe(totalPages);
        expect(body.meals.length).toBe(p < totalPages ? limit : total - limit * (totalPages - 1));
        seen.push(...body.meals.map((c) => c._id));
      }
      expect(new Set(seen).size).toBe(total);
      expect(await page(null, `?page=${totalPages + 1}&limit=${limit}`)).toEqual({ meals: [], totalPages });
      for (const bad of ["?page=0", "?page=-1", "?page=abc", "?page=1&limit=51"]) {
        const res = await injectAs(t.app, null, { method: "GET", url: `/api/upcoming-meals${bad}` });
        expect(res.statusCode, bad).toBe(400);
      }
    });

    it("puts only the viewer's own e-mail in likedby", async () => {
      const id = await insertUpcomingCamp(t.database.db, { postTime: new Date(Date.now() + DAY_MS) });
      expect((await like(gold, { mealId: id })).statusCode).toBe(201);
      const find = async (user: TestUser | null) => (await list(user)).find((c) => c._id === id)!;
      expect((await find(gold)).likedby).toEqual([gold.email]);
      expect((await find(platinum)).likedby).toEqual([]);
      expect(await find(null)).toMatchObject({ likedby: [], likes: 1 });
      const onPage = (await page(gold, "?page=1&limit=1")).meals[0]!;
      expect(onPage).toMatchObject({ _id: id, likedby: [gold.email], likes: 1 });
    });
  });

  describe("POST /api/like-upcoming-meal", () => {
    it("refuses visitors (401) and users without a badge (403 SUBSCRIPTION_REQUIRED_TO_LIKE)", async () => {
      const mealId = await insertUpcomingCamp(t.database.db);
      expect((await like(null, { mealId })).statusCode).toBe(401);
      const res = await like(noBadge, { mealId, userEmail: noBadge.email });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: "Subscription Required: You need a subscription to like meals. Please upgrade your badge.",
        code: "SUBSCRIPTION_REQUIRED_TO_LIKE",
      });
      expect(await upcomingCounts(t.database.db, mealId)).toEqual({ likes: 0, rows: 0 });
    });

    it("likes once with a badge (201), then answers a repeat with 400 ALREADY_LIKED", async () => {
      const mealId = await insertUpcomingCamp(t.database.db);
      const res = await like(gold, { mealId, userEmail: gold.email });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: "Meal liked successfully!" });
      const again = await like(gold, { mealId });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: "You have already liked this meal.", code: "ALREADY_LIKED" });
      expect((await like(platinum, { mealId })).statusCode).toBe(201);
      expect(await upcomingCounts(t.database.db, mealId)).toEqual({ likes: 2, rows: 2 });
    });

    it("refuses liking in someone else's name (403)", async () => {
      const mealId = await insertUpcomingCamp(t.database.db);
      expect((await like(gold, { mealId, userEmail: platinum.email })).statusCode).toBe(403);
      expect(await upcomingCounts(t.database.db, mealId)).toEqual({ likes: 0, rows: 0 });
    });

    it("answers 400 for a malformed id, 404 for unknown and already published upcoming camps", async () => {
      expect((await like(gold, { mealId: "not-an-id" })).statusCode).toBe(400);
      expect((await like(gold, {})).statusCode).toBe(400);
      const unknown = await like(gold, { mealId: crypto.randomUUID() });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: "CAMP_NOT_FOUND" });
      const published = await insertUpcomingCamp(t.database.db, { status: "published" });
      expect((await like(gold, { mealId: published })).statusCode).toBe(404);
      expect(await upcomingCounts(t.database.db, published)).toEqual({ likes: 0, rows: 0 });
    });

    it("counts 20 concurrent likes by one user once", async () => {
      const mealId = await insertUpcomingCamp(t.database.db);
      const results = await Promise.all(Array.from({ length: 20 }, () => like(platinum, { mealId })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(400)]);
      expect(await upcomingCounts(t.database.db, mealId)).toEqual({ likes: 1, rows: 1 });
    });

    it("counts 20 different users liking concurrently exactly", async () => {
      const mealId = await insertUpcomingCamp(t.database.db);
      const results = await Promise.all(crowd.map((user) => like(user, { mealId })));
      expect(results.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(201));
      expect(await upcomingCounts(t.database.db, mealId)).toEqual({ likes: 20, rows: 20 });
    });
  });
});
