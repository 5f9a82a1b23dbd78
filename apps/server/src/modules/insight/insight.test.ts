import { PACKAGE_NAMES, type Overview } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { generateBenchData } from "../../bench/generate-data.ts";
import { generateInsightRows } from "../../bench/insight-data.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface CampRow {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  capacity: number | null;
  seats_taken: number;
  waitlist_count: number;
}

/**
 * Issue 23: the overview's figures and series equal what the rows say. The expected values are worked out here in
 * plain TypeScript from every row read back (no aggregate SQL), over data the bench generator makes.
 */
describe("the admin overview", () => {
  let t: TestApp;
  let admin: TestUser;
  // A fixed "now" for the server, so a UTC day or month cannot turn between the answer and the reckoning.
  const time = movableClock({ frozen: true });
  const now = time.clock.now();

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    const db = t.database.db;
    await generateBenchData(db, { camps: 300, users: 60, likesPerUser: 2, reviewsPerUser: 1 });
    // A few small camps, so some requests wait in line.
    await db.execute(sql`update meal set capacity = 2 where id in (select id from meal order by id limit 25)`);
    await generateInsightRows(db, { camps: 300, users: 60 }, { requestsPerUser: 30, paymentsPerUser: 6 }, now);
    admin = await signUp(t.app, { role: "admin", db });
  });
  afterAll(() => t.close());

  const overview = async () => {
    const res = await injectAs(t.app, admin, { method: "GET", url: "/api/admin/overview" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Overview;
  };

  const all = async () => {
    const db = t.database.db;
    const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    return {
      camps: await queryRows<CampRow>(
        db,
        sql`select id, title, ${iso("starts_at")} as starts_at, ${iso("ends_at")} as ends_at, capacity,
              seats_taken, waitlist_count from meal`,
      ),
      requests: await queryRows<{ status: string; created_at: string }>(
        db,
        sql`select status, ${iso("created_at")} as created_at from meal_request`,
      ),
      payments: await queryRows<{ price: string | number; package_name: string; created_at: string }>(
        db,
        sql`select price, package_name, ${iso("created_at")} as created_at from payment`,
      ),
      checkIns: await queryRows<{ meal_id: string }>(db, sql`select meal_id from check_in`),
    };
  };

  it("has data to count: requests in every state, a waitlist, payments, check-ins, camps before and after now", async () => {
    const rows = await all();
    expect(new Set(rows.requests.map((r) => r.status))).toEqual(
      new Set(["pending", "delivered", "declined", "waitlisted"]),
    );
    expect(rows.payments.length).toBe(360);
    expect(rows.checkIns.length).toBeGreaterThan(50);
    expect(rows.camps.some((c) => Date.parse(c.starts_at) > now.getTime())).toBe(true);
    expect(rows.camps.some((c) => Date.parse(c.ends_at) <= now.getTime())).toBe(true);
  });

  it("answers key figures equal to the rows'", async () => {
    const { camps, requests, payments } = await all();
    const upcoming = camps.filter((c) => Date.parse(c.starts_at) > now.getTime());
    const capped = upcoming.filter((c) => c.capacity !== null);
    const taken = capped.reduce((n, c) => n + c.seats_taken, 0);
    const offered = capped.reduce((n, c) => n + c.capacity!, 0);
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const revenue = payments
      .filter((p) => Date.parse(p.created_at) >= monthStart)
      .reduce((n, p) => n + Number(p.price), 0);

    expect((await overview()).figures).toEqual({
      upcomingCamps: upcoming.length,
      seatsTaken: taken,
      seatsOffered: offered,
      seatsFilledPercent: Math.round((taken / offered) * 100),
      pendingRequests: requests.filter((r) => r.status === "pending").length,
      waitlisted: upcoming.reduce((n, c) => n + c.waitlist_count, 0),
      revenueThisMonth: revenue,
    });
    expect(revenue).toBeGreaterThan(0);
  });

  it("counts join requests per UTC day over the last 30 days, today last", async () => {
    const { requests } = await all();
    const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
    const days = Array.from({ length: 30 }, (_, k) => new Date(today - (29 - k) * DAY_MS).toISOString().slice(0, 10));
    const expected = days.map((day) => ({
      day,
      requests: requests.filter((r) => r.created_at.startsWith(day)).length,
    }));

    const { requestsPerDay } = await overview();
    expect(requestsPerDay).toEqual(expected);
    expect(requestsPerDay.reduce((n, d) => n + d.requests, 0)).toBeGreaterThan(0);
  });

  it("sums revenue per package per UTC month over the last 12 months, this month last", async () => {
    const { payments } = await all();
    const months = Array.from({ length: 12 }, (_, k) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - k), 1)).toISOString().slice(0, 7),
    );
    const expected = months.map((month) => ({
      month,
      packages: Object.fromEntries(
        PACKAGE_NAMES.map((name) => [
          name,
          payments
            .filter((p) => p.package_name === name && p.created_at.startsWith(month))
            .reduce((n, p) => n + Number(p.price), 0),
        ]),
      ),
    }));
    expect((await overview()).revenuePerMonth).toEqual(expected);
  });

  it("keeps the monthly sums equal to the payments when one is changed or removed", async () => {
    const db = t.database.db;
    await db.execute(sql`update payment set price = price + 5, package_name = 'Gold'
      where id = (select id from payment where package_name = 'Silver' order by created_at desc limit 1)`);
    await db.execute(sql`delete from payment where id = (select id from payment order by created_at desc limit 1)`);
    const { payments } = await all();
    const [kept] = await queryRows<{ wrong: number }>(
      db,
      sql`select count(*)::int as wrong from (
            select date_trunc('month', created_at at time zone 'UTC')::date as month, package_name, sum(price) as total
            from payment group by 1, 2) p
          full join payment_month m using (month, package_name)
          where coalesce(p.total, 0) <> coalesce(m.total, 0)`,
    );
    expect(kept!.wrong).toBe(0);
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    expect((await overview()).figures.revenueThisMonth).toBe(
      payments.filter((p) => Date.parse(p.created_at) >= monthStart).reduce((n, p) => n + Number(p.price), 0),
    );
  });

  it("lists the next ten camps with a capacity, soonest first, with their seats and waitlists", async () => {
    const { camps } = await all();
    const expected = camps
      .filter((c) => Date.parse(c.starts_at) > now.getTime() && c.capacity !== null)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id))
      .slice(0, 10)
      .map((c) => ({
        id: c.id,
        title: c.title,
        startsAt: c.starts_at,
        capacity: c.capacity,
        seatsTaken: c.seats_taken,
        waitlisted: c.waitlist_count,
      }));
    expect((await overview()).nextCamps).toEqual(expected);
    expect(expected).toHaveLength(10);
  });

  it("lists the attendance of the last ten camps that ended with seats held, latest first", async () => {
    const { camps, checkIns } = await all();
    const yearAgo = now.getTime() - 365 * DAY_MS;
    const expected = camps
      .filter((c) => Date.parse(c.ends_at) <= now.getTime() && Date.parse(c.starts_at) > yearAgo && c.seats_taken > 0)
      .sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id.localeCompare(a.id))
      .slice(0, 10)
      .map((c) => ({
        id: c.id,
        title: c.title,
        startsAt: c.starts_at,
        expected: c.seats_taken,
        checkedIn: checkIns.filter((k) => k.meal_id === c.id).length,
      }));
    const { pastCamps } = await overview();
    expect(pastCamps).toEqual(expected);
    expect(pastCamps.some((c) => c.checkedIn > 0)).toBe(true);
  });

  it("is for admins only", async () => {
    const student = await signUp(t.app);
    expect((await injectAs(t.app, student, { method: "GET", url: "/api/admin/overview" })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/admin/overview" })).statusCode).toBe(401);
  });
});
