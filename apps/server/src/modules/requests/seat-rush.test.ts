import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../../test/test-app.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { campCounterMismatches } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

/**
 * The sell-out rush (issue 18): many campers at once on one camp. Runs on PGlite and, in CI's second pass, on
 * PostgreSQL, where the requests really run in parallel on a connection pool.
 */
describe("seats under a rush", () => {
  let t: TestApp;
  let admin: TestUser;

  const addCamp = async (capacity: number) => {
    const res = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals",
      payload: {
        title: "Rush Camp",
        category: "7days",
        image: "https://example.org/camp.png",
        ingredients: ["Nurse"],
        description: "Everyone wants in.",
        price: 0,
        startsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        timezone: "Asia/Dhaka",
        capacity,
      },
    });
    return (res.json() as { insertedId: string }).insertedId;
  };
  const join = (user: TestUser, mealId: string) =>
    injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });

  /** What the rows say, next to the camp's counters. */
  const ledger = async (mealId: string) => {
    const [row] = await queryRows<{
      capacity: number;
      seats_taken: number;
      waitlist_count: number;
      seated: number;
      waiting: number;
    }>(
      t.database.db,
      sql`select m.capacity, m.seats_taken, m.waitlist_count,
        (select count(*)::int from meal_request r where r.meal_id = m.id and r.status in ('pending', 'delivered')) as seated,
        (select count(*)::int from meal_request r where r.meal_id = m.id and r.status = 'waitlisted') as waiting
      from meal m where m.id = ${mealId}`,
    );
    return row!;
  };
  /** Every waiter's rank as the API reports it, by request id. */
  const ranks = async (mealId: string) => {
    const res = await injectAs(t.app, admin, {
      method: "GET",
      url: `/api/meal-requests?mealId=${mealId}&status=waitlisted&limit=50`,
    });
    const pages = (res.json() as { totalPages: number }).totalPages;
    const all = new Map<string, number>();
    for (let page = 1; page <= pages; page += 1) {
      const body = (
        await injectAs(t.app, admin, {
          method: "GET",
          url: `/api/meal-requests?mealId=${mealId}&status=waitlisted&limit=50&page=${page}`,
        })
      ).json() as { mealRequests: { _id: string; position: number }[] };
      for (const r of body.mealRequests) all.set(r._id, r.position);
    }
    return all;
  };
  const positions = async (mealId: string) => [...(await ranks(mealId)).values()].sort((a, b) => a - b);
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("200 campers joining a 20-seat camp at once: exactly 20 seats, 180 waiting at ranks 1…180", async () => {
    const mealId = await addCamp(20);
    const campers = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 200);
    const answers = await Promise.all(campers.map((c) => join(c, mealId)));

    expect(answers.map((a) => a.statusCode)).toEqual(campers.map(() => 201));
    const bodies = answers.map((a) => a.json() as { insertedId: string; status: string; position?: number });
    expect(bodies.filter((b) => b.status === "pending")).toHaveLength(20);
    const told = bodies.filter((b) => b.status === "waitlisted").map((b) => b.position!);
    expect(told.sort((a, b) => a - b)).toEqual(oneToN(180));
    expect(await ledger(mealId)).toEqual({
      capacity: 20,
      seats_taken: 20,
      waitlist_count: 180,
      seated: 20,
      waiting: 180,
    });
    // Each waiter was told the rank the waitlist gives it.
    const read = await ranks(mealId);
    const waiters = bodies.filter((b) => b.status === "waitlisted");
    expect(waiters.map((b) => read.get(b.insertedId))).toEqual(waiters.map((b) => b.position));
    expect([...read.values()].sort((a, b) => a - b)).toEqual(oneToN(180));
    // Each camper was told once, in the app and by e-mail, what their answer said (issue 19).
    const notices = await queryRows<{ user_id: string; title: string; mails: number }>(
      t.database.db,
      sql`select n.user_id, n.title, (select count(*)::int from mail_message m
            where m.to_address = u.email and m.template = 'request-received') as mails
          from notification n join "user" u on u.id = n.user_id
          where n.user_id in (${sql.join(
            campers.map((c) => sql`${c.id}`),
            sql`, `,
          )})`,
    );
    const byUser = new Map(notices.map((n) => [n.user_id, n]));
    expect(notices).toHaveLength(200);
    expect(notices.every((n) => n.mails === 1)).toBe(true);
    expect(campers.map((c) => byUser.get(c.id)?.title)).toEqual(
      bodies.map((b) => (b.status === "pending" ? "Request received" : `You are number ${b.position} on the waitlist`)),
    );
  });

  it("one camper sending the same join many times at once gets one request", async () => {
    const mealId = await addCamp(5);
    const [camper] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(camper!, mealId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await ledger(mealId)).toMatchObject({ seats_taken: 1, seated: 1, waiting: 0 });
  });

  it("50 concurrent cancels and joins never leave a free seat while someone waits", async () => {
    const mealId = await addCamp(10);
    const campers = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 60);
    const first = campers.slice(0, 30);
    const ids = new Map<TestUser, string>();
    for (const camper of first) ids.set(camper, (await join(camper, mealId)).json().insertedId);

    // 25 of the first 30 (seat-holders and waiters alike) leave while 25 newcomers join, all at once.
    const leaving = first.filter((_, i) => i % 6 !== 0);
    const newcomers = campers.slice(30, 55);
    const answers = await Promise.all([
      ...leaving.map((c) =>
        injectAs(t.app, c, { method: "DELETE", url: "/api/meal-requests-user", payload: { id: ids.get(c) } }),
      ),
      ...newcomers.map((c) => join(c, mealId)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(25).fill(200), ...Array(25).fill(201)]);

    const after = await ledger(mealId);
    expect(after.seats_taken).toBe(after.seated);
    expect(after.waitlist_count).toBe(after.waiting);
    expect(after.seated + after.waiting).toBe(30);
    // 30 requests remain for 10 seats: the seats are all taken and the other 20 wait, ranked 1…20.
    expect(after.seated).toBe(10);
    expect(await positions(mealId)).toEqual(oneToN(20));
    expect(await campCounterMismatches(t.database.db)).toEqual([]);
  });
});
