import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("Serve Camp: admin join requests", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  const get = (user: TestUser | null, query = "") =>
    injectAs(t.app, user, { method: "GET", url: `/api/meal-requests${query}` });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
    [admin, student] = await Promise.all([signUp(t.app, { role: "admin", db: t.database.db }), signUp(t.app)]);
  });
  afterAll(() => t.close());

  it("lists requests with title, user name, e-mail and status, newest first, paged", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(student)).statusCode).toBe(403);
    const all = (await get(admin)).json();
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from meal_request`,
    )) as [{ n: number }];
    expect(all.mealRequests).toHaveLength(n);
    // The seed writes its requests in one moment, so the newest-first order among them is by id: check every row.
    for (const row of all.mealRequests as { status: string }[]) {
      expect(row).toEqual({
        _id: expect.any(String),
        title: expect.any(String),
        name: expect.any(String),
        email: expect.stringMatching(/@medcamp\.dev$/),
        status: expect.stringMatching(/^(pending|delivered|waitlisted)$/),
        mealId: expect.any(String),
        ...(row.status === "waitlisted" ? { position: expect.any(Number) } : {}),
      });
    }
    const paged = (await get(admin, `?page=2&limit=${n - 1}`)).json();
    expect(paged).toMatchObject({ totalPages: 2 });
    expect(paged.mealRequests).toHaveLength(1);
  });

  it("searches by user name and e-mail, case-insensitively and literally", async () => {
    const byName = (await get(admin, "?username=SARA")).json();
    expect(byName.mealRequests.map((r: { email: string }) => r.email)).toEqual([
      "sara@medcamp.dev",
      "sara@medcamp.dev",
    ]);
    const byEmail = (await get(admin, "?email=omar@")).json();
    expect(byEmail.mealRequests).toHaveLength(1);
    expect((await get(admin, `?username=${encodeURIComponent("%")}`)).json()).toEqual({
      mealRequests: [],
      totalPages: 1,
    });
  });

  it("marks a request delivered (Book), admin only", async () => {
    const [pending] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from meal_request where status = 'pending' limit 1`,
    );
    const url = `/api/meal-requests/${pending!.id}`;
    const payload = { status: "delivered" };
    expect((await injectAs(t.app, student, { method: "PATCH", url, payload })).statusCode).toBe(403);
    expect((await injectAs(t.app, admin, { method: "PATCH", url, payload: { status: "pending" } })).statusCode).toBe(
      400,
    );
    const res = await injectAs(t.app, admin, { method: "PATCH", url, payload });
    expect(res.json()).toEqual({ message: "Meal status updated to delivered" });
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from meal_request where id = ${pending!.id}`,
    );
    expect(row?.status).toBe("delivered");
    const missing = `/api/meal-requests/${crypto.randomUUID()}`;
    expect((await injectAs(t.app, admin, { method: "PATCH", url: missing, payload })).statusCode).toBe(404);
  });
});
