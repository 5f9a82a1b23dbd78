import type { MealDetail } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { campCounts, insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("POST /api/meals/:id/like and likedby", () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let crowd: TestUser[];

  const like = (user: TestUser | null, id: string, payload: object = {}) =>
    injectAs(t.app, user, { method: "POST", url: `/api/meals/${id}/like`, payload });
  const detail = async (user: TestUser | null, id: string) =>
    (await injectAs(t.app, user, { method: "GET", url: `/api/meals/${id}` })).json() as MealDetail;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, crowd] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      Promise.all(Array.from({ length: 20 }, () => signUp(t.app))),
    ]);
  });
  afterAll(() => t.close());

  it("refuses visitors with a 401 and changes nothing", async () => {
    const id = await insertCamp(t.database.db);
    const res = await like(null, id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { likes: 0 }, rows: { likes: 0 } });
  });

  it("likes once, then answers a repeat with 400 ALREADY_LIKED", async () => {
    const id = await insertCamp(t.database.db);
    const first = await like(alice, id, { email: alice.email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Meal liked successfully!", likes: 1 });
    const again = await like(alice, id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: "You have already liked this meal.", code: "ALREADY_LIKED" });
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { likes: 1 }, rows: { likes: 1 } });
    const second = await like(bob, id);
    expect(second.json()).toEqual({ message: "Meal liked successfully!", likes: 2 });
  });

  it("refuses to like in another user's name (403) and records nothing", async () => {
    const id = await insertCamp(t.database.db);
    const res = await like(alice, id, { email: bob.email });
    expect(res.statusCode).toBe(403);
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { likes: 0 }, rows: { likes: 0 } });
  });

  it("shows in likedby only the viewer's own e-mail, and only when they liked the camp", async () => {
    const id = await insertCamp(t.database.db);
    await like(alice, id);
    expect((await detail(alice, id)).likedby).toEqual([alice.email]);
    expect((await detail(bob, id)).likedby).toEqual([]);
    expect((await detail(null, id)).likedby).toEqual([]);
    await like(bob, id);
    expect((await detail(bob, id)).likedby).toEqual([bob.email]);
    expect((await detail(null, id)).likes).toBe(2);
  });

  it("answers 400 for a malformed id or body and 404 for an unknown camp", async () => {
    expect((await like(alice, "not-an-id")).statusCode).toBe(400);
    const id = await insertCamp(t.database.db);
    expect((await like(alice, id, { email: "not-an-email" })).statusCode).toBe(400);
    const missing = await like(alice, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "CAMP_NOT_FOUND" });
  });

  it("counts 20 concurrent likes by one user once", async () => {
    const id = await insertCamp(t.database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => like(bob, id)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { likes: 1 }, rows: { likes: 1 } });
  });

  it("counts 20 different users liking concurrently exactly", async () => {
    const id = await insertCamp(t.database.db);
    const results = await Promise.all(crowd.map((user) => like(user, id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200));
    const reported = results.map((r) => (r.json() as { likes: number }).likes).sort((a, b) => a - b);
    expect(reported).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await campCounts(t.database.db, id)).toMatchObject({ camp: { likes: 20 }, rows: { likes: 20 } });
  });
});
