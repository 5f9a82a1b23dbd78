import { DEMO_ADMIN, MESSAGES } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp, TEST_HASH_COST } from "../../test/test-app.ts";
import { signIn, signUp } from "../../test/test-users.ts";
import { queryRows } from "../client.ts";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS } from "./demo-camps.ts";
import { DEMO_REQUESTS, DEMO_REVIEWS, DEMO_USERS } from "./demo-users.ts";
import { seedDemo } from "./seed-demo.ts";

describe("demo seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.database.db, new Date(), TEST_HASH_COST)).toEqual({ seeded: true });
  });
  afterAll(() => t.close());

  it("runs once", async () => {
    expect(await seedDemo(t.database.db)).toEqual({ seeded: false });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from meal`);
    expect(row?.n).toBe(DEMO_CAMPS.length);
    const [up] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from upcoming_meal`);
    expect(up?.n).toBe(DEMO_UPCOMING_CAMPS.length);
  });

  it("keeps every camp's counters equal to its rows", async () => {
    const mismatches = await queryRows(
      t.database.db,
      sql`select m.id from meal m where
        m.likes <> (select count(*) from meal_like l where l.meal_id = m.id) or
        m.reviews_count <> (select count(*) from review r where r.meal_id = m.id) or
        m.rating_total <> coalesce((select sum(rating) from review r where r.meal_id = m.id), 0)`,
    );
    expect(mismatches).toEqual([]);
    const [totals] = await queryRows<{ reviews: number; likes: number }>(
      t.database.db,
      sql`select sum(reviews_count)::int as reviews, sum(likes)::int as likes from meal`,
    );
    expect(totals?.reviews).toBe(DEMO_REVIEWS.length);
    expect(totals?.likes).toBeGreaterThan(0);
  });

  it("gives each seeded request the notification its camper would have had, waiters numbered in camp order", async () => {
    const rows = await queryRows<{ email: string; status: string; title: string; kind: string; link: string }>(
      t.database.db,
      sql`select u.email, r.status, n.title, n.kind, n.link from notification n
          join "user" u on u.id = n.user_id
          join meal_request r on r.user_id = n.user_id and n.link = '/meal/' || r.meal_id
          order by r.queue_no`,
    );
    expect(rows).toHaveLength(DEMO_REQUESTS.length);
    const kinds = { pending: "request-received", delivered: "request-confirmed", waitlisted: "request-waitlisted" };
    for (const row of rows) expect(row.kind).toBe(kinds[row.status as keyof typeof kinds]);
    const waiters = rows.filter((r) => r.status === "waitlisted").map((r) => [r.email, r.title]);
    expect(waiters).toEqual([
      ["ben@medcamp.dev", MESSAGES.campNotices.waitlistedTitle(1)],
      ["mei@medcamp.dev", MESSAGES.campNotices.waitlistedTitle(2)],
    ]);
  });

  it("lets every demo user sign in with their password, the admin as admin", async () => {
    for (const user of DEMO_USERS) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_BASE_URL },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, user.email).toBe(200);
      const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
      const admin = await t.app.inject({ method: "GET", url: "/api/is-admin", headers: { cookie } });
      expect(admin.json()).toEqual({ isAdmin: user.role === "admin" });
    }
  });
});

describe("demo seed on a used database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does nothing when someone has signed up, even with no camps", async () => {
    await signUp(t.app);
    expect(await seedDemo(t.database.db)).toEqual({ seeded: false });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from meal`);
    expect(row?.n).toBe(0);
  });
});

describe("demo seed after an admin deleted every camp", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
    await t.database.db.execute(sql`delete from upcoming_meal`);
    await t.database.db.execute(sql`delete from meal`);
  });
  afterAll(() => t.close());

  it("starts again without seeding or failing, and the demo admin still signs in", async () => {
    expect(await seedDemo(t.database.db)).toEqual({ seeded: false });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from meal`);
    expect(row?.n).toBe(0);
    await expect(signIn(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).resolves.toMatchObject({
      email: DEMO_ADMIN.email,
    });
  });
});
