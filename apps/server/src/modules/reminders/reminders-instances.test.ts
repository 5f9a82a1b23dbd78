import { and, eq, inArray, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { campReminders, mailMessages, notifications } from "../../db/schema/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { TEST_AUTH_SECRET } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { startTwoMailingInstances } from "../../test/two-instances.ts";
import type { TestUser } from "../../test/test-users.ts";
import { insertDatedCamp, insertRequest } from "../../test/calendar-test-camps.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { createNotifier } from "../notifications/index.ts";
import { claimDueReminders, createReminderSweep } from "./index.ts";

const BASE = "http://localhost:3000";
const HOUR = 3_600_000;

const recipients = (mails: ParsedMail[]) =>
  mails
    .filter((m) => (m.subject ?? "").startsWith("Reminder: "))
    .map((m) =>
      [m.to ?? []]
        .flat()
        .map((to) => to.text)
        .join(", "),
    );

/** `count` seat-holders spread over three camps that start `startsInMs` from `clock`'s now. */
async function seatHolders(database: Database, clock: Clock, startsInMs: number, count: number) {
  const campers = await insertSignedInCampers(database.db, TEST_AUTH_SECRET, count);
  const startsAt = new Date(clock.now().getTime() + startsInMs).toISOString();
  const campIds = [
    await insertDatedCamp(database.db, { startsAt }),
    await insertDatedCamp(database.db, { startsAt }),
    await insertDatedCamp(database.db, { startsAt }),
  ];
  for (const [i, camper] of campers.entries()) {
    await insertRequest(database.db, campIds[i % 3]!, camper.id, i % 2 === 0 ? "pending" : "delivered");
  }
  return { campers, campIds };
}

describe("reminders with two instances on one database (issue 19, item 3)", () => {
  let instances: Awaited<ReturnType<typeof startTwoMailingInstances>>;
  const time = movableClock();

  beforeAll(async () => {
    instances = await startTwoMailingInstances("reminders", time.clock);
  });
  afterAll(() => instances?.close());

  it("remind each of 30 seat-holders once when both instances find them due at the same moment", async () => {
    const db = instances.handles[0].db;
    const { campers, campIds } = await seatHolders(instances.handles[0], time.clock, 30 * HOUR, 30);
    // Both instances sweep every 50 ms; the camps are beyond the lead until the clock moves, for both at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.select().from(campReminders).where(inArray(campReminders.campId, campIds))).toEqual([]);
    time.forward(7 * HOUR);

    const delivered = () => recipients(instances.received());
    await waitFor(() => delivered().length >= 30, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // give any duplicate a moment to arrive
    const got = delivered();
    expect(got).toHaveLength(30);
    expect(new Set(got)).toEqual(new Set(campers.map((c) => c.email)));
    const ids = campers.map((c) => c.id);
    expect(await db.select().from(campReminders).where(inArray(campReminders.userId, ids))).toHaveLength(30);
    const inApp = await db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), eq(notifications.kind, "camp-reminder")));
    expect(inApp).toHaveLength(30);
  }, 90_000); // 30 messages rendered and sent: a loaded two-core machine may take a minute

  it("write each reminder once when two sweeps run at the same moment, on a connection each", async () => {
    // Camps far beyond what the apps' clock sees (their window ends 31 hours from now); these sweeps' clock is later.
    const later = time.ahead(80 * HOUR);
    const { campers } = await seatHolders(instances.handles[0], time.clock, 100 * HOUR, 30);
    const notifier = createNotifier({ baseUrl: BASE, secret: TEST_AUTH_SECRET });
    const sweeps = instances.handles.map((database) =>
      createReminderSweep({ db: database.db, notifier, clock: later, leadHours: 24, baseUrl: BASE, batch: 4 }),
    );
    const counts = await Promise.all(sweeps.map((sweep) => sweep()));
    expect(counts[0]! + counts[1]!).toBe(30);
    const queued = await instances.handles[0].db
      .select({ to: mailMessages.toAddress })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.template, "camp-reminder"),
          inArray(
            mailMessages.toAddress,
            campers.map((c: TestUser) => c.email),
          ),
        ),
      );
    expect(queued.map((q) => q.to).sort()).toEqual(campers.map((c) => c.email).sort());
    expect(await Promise.all(sweeps.map((sweep) => sweep()))).toEqual([0, 0]);
    console.info(`two sweeps at once: ${counts.join(" + ")} reminders`);
  });
});

describe("the reminder sweep's query", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  // 10,000 camps prove what 100,000 would: a smaller table only makes a sequential scan cheaper to the planner, so an
  // index it picks here it picks on a larger one, and the rows read are the day's either way.
  it("finds due camps through meal_starts_at_idx and reads only them among 10,000 camps", async () => {
    const db = database.db;
    const campers = await insertSignedInCampers(db, TEST_AUTH_SECRET, 20);
    const now = new Date("2031-01-01T00:00:00Z");
    // 10,000 camps an hour apart from a year before `now` (to about 52 days after it); one request each.
    await db.execute(sql`insert into meal (title, category, image, ingredients, description, price,
        distributor_name, distributor_email, starts_at, ends_at, start_date, timezone)
      select 'Camp ' || i, '3days', '/x.svg', array['Nurse'], 'd', 1, 'A', 'a@example.org',
        ${now.toISOString()}::timestamptz + (i - 8760) * interval '1 hour',
        ${now.toISOString()}::timestamptz + (i - 8760 + 72) * interval '1 hour',
        (${now.toISOString()}::timestamptz + (i - 8760) * interval '1 hour')::date, 'UTC'
      from generate_series(1, 10000) as i`);
    await db.execute(sql`insert into meal_request (meal_id, user_id, status)
      select m.id, (array[${sql.join(
        campers.map((c) => sql`${c.id}`),
        sql`, `,
      )}])[1 + (row_number() over (order by m.id)) % 20], 'pending'
      from meal m`);
    await db.execute(sql`analyze meal`);
    await db.execute(sql`analyze meal_request`);
    await db.execute(sql`analyze camp_reminder`);

    // EXPLAIN ANALYZE runs the statement: inside a transaction that is rolled back, so nothing is claimed.
    let plan = "";
    await db
      .transaction(async (tx) => {
        const rows = await queryRows<{ "QUERY PLAN": string }>(
          tx as unknown as typeof db,
          sql`explain (analyze, costs off, timing off) ${claimDueReminders(now, 24 * HOUR, 200)}`,
        );
        plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        tx.rollback();
      })
      .catch(() => {});
    expect(plan).not.toBe("");
    expect(plan, plan).toMatch(/Index (Only )?Scan using meal_starts_at_idx on meal /);
    expect(plan, plan).not.toMatch(/Seq Scan on meal /);
    // The camps read are the day's 24, not the 10,000.
    const mealScan = plan.split("\n").find((line) => line.includes("meal_starts_at_idx"))!;
    expect(Number(/rows=(\d+)/.exec(mealScan)![1])).toBeLessThanOrEqual(24);
  }, 120_000);
});
