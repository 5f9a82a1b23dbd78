import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinRequests } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("POST /api/meal/request", () => {
  let t: TestApp;
  let gold: TestUser;
  let silver: TestUser;
  let noBadge: TestUser;

  const join = (user: TestUser | null, payload: object) =>
    injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload });
  const requestRows = async (mealId: string, user?: TestUser) => {
    const where = user
      ? and(eq(joinRequests.campId, mealId), eq(joinRequests.userId, user.id))
      : eq(joinRequests.campId, mealId);
    const [row] = await t.database.db.select({ n: count() }).from(joinRequests).where(where);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [gold, silver, noBadge] = await Promise.all([
      signUp(t.app, { badge: "Gold", db }),
      signUp(t.app, { badge: "Silver", db }),
      signUp(t.app),
    ]);
  });
  afterAll(() => t.close());

  it("refuses visitors with a 401", async () => {
    const mealId = await insertCamp(t.database.db);
    const res = await join(null, { mealId });
    expect(res.statusCode).toBe(401);
    expect(await requestRows(mealId)).toBe(0);
  });

  it("refuses a user without a subscription badge with 403 SUBSCRIPTION_REQUIRED", async () => {
    const mealId = await insertCamp(t.database.db);
    const res = await join(noBadge, { mealId, email: noBadge.email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Need to buy subscription", code: "SUBSCRIPTION_REQUIRED" });
    expect(await requestRows(mealId)).toBe(0);
  });

  it("records one open request per user per camp: 201, then 409", async () => {
    const mealId = await insertCamp(t.database.db);
    const res = await join(gold, { mealId, email: gold.email });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; insertedId: string };
    expect(body.message).toBe("Meal request sent successfully!");
    const [row] = await t.database.db.select().from(joinRequests).where(eq(joinRequests.id, body.insertedId));
    expect(row).toMatchObject({ campId: mealId, userId: gold.id, status: "pending" });

    const again = await join(gold, { mealId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already requested this meal.", code: "ALREADY_REQUESTED" });
    expect(await requestRows(mealId, gold)).toBe(1);

    expect((await join(silver, { mealId })).statusCode).toBe(201);
    expect(await requestRows(mealId)).toBe(2);
  });

  it("refuses a second request once the first was delivered (it holds the seat), accepts one after a decline", async () => {
    const mealId = await insertCamp(t.database.db);
    const first = (await join(silver, { mealId })).json() as { insertedId: string };
    await t.database.db.update(joinRequests).set({ status: "delivered" }).where(eq(joinRequests.id, first.insertedId));
    expect((await join(silver, { mealId })).json()).toMatchObject({ code: "ALREADY_REQUESTED" });
    await t.database.db.update(joinRequests).set({ status: "declined" }).where(eq(joinRequests.id, first.insertedId));
    expect((await join(silver, { mealId })).statusCode).toBe(201);
    expect(await requestRows(mealId, silver)).toBe(2);
  });

  it("refuses requesting in someone else's name (403)", async () => {
    const mealId = await insertCamp(t.database.db);
    expect((await join(gold, { mealId, email: silver.email })).statusCode).toBe(403);
    expect(await requestRows(mealId)).toBe(0);
  });

  it("answers 400 for a malformed or missing mealId and 404 for an unknown camp", async () => {
    expect((await join(gold, { mealId: "not-an-id" })).statusCode).toBe(400);
    expect((await join(gold, {})).statusCode).toBe(400);
    const missing = await join(gold, { mealId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Camp not found", code: "CAMP_NOT_FOUND" });
  });

  it("keeps one open request when one user sends many at once", async () => {
    const mealId = await insertCamp(t.database.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => join(gold, { mealId })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await requestRows(mealId, gold)).toBe(1);
  });
});
