import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { campReminders, camps, notificationPreferences, notifications } from "../../db/schema/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { TEST_AUTH_SECRET, testConfig } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { injectAs, type TestUser } from "../../test/test-users.ts";
import { insertDatedCamp, insertRequest } from "../../test/calendar-test-camps.ts";
import { readUnsubscribeToken } from "../mail/index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "../../test/smtp-test-server.ts";

const BASE = "http://localhost:3000";
const HOUR = 3_600_000;
const POLL_MS = 20;

/** Whether a received message was addressed to `email`. */
const sentTo = (mail: ParsedMail, email: string) => JSON.stringify(mail.to ?? null).includes(email);
const isReminder = (mail: ParsedMail) => (mail.subject ?? "").startsWith("Reminder: ");
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/** An instant `ms` from the clock's now, as the admin's form would send it (the camp's zone is Asia/Dhaka). */
const inFuture = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describe("reminders before a camp starts (issue 19, item 3)", () => {
  let smtp: SmtpTestServer;
  let database: Database;
  let app: FastifyInstance;
  const time = movableClock();
  const start = async () => {
    app = await buildApp(testConfig({ SMTP_URL: smtp.url, JOB_POLL_MS: String(POLL_MS) }), {
      database,
      hashing: { threads: 1, queue: 8 },
      clock: time.clock,
    });
    await app.ready(); // the reminder sweep and the mail worker start here
  };
  const campers = async (n: number) => insertSignedInCampers(database.db, TEST_AUTH_SECRET, n);
  const join = async (user: TestUser, mealId: string) => {
    const res = await injectAs(app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { status: string }).status;
  };
  const remindersOf = (mail: ParsedMail[], user: TestUser) =>
    mail.filter((m) => isReminder(m) && sentTo(m, user.email));
  const claims = (mealId: string) => database.db.select().from(campReminders).where(eq(campReminders.campId, mealId));
  const inApp = (user: TestUser) =>
    database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, "camp-reminder")));
  /** Waits until `user` has a reminder, then a few more sweeps, so that a duplicate would have arrived. */
  const reminded = async (user: TestUser) => {
    await waitFor(() => remindersOf(smtp.received, user).length > 0);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
  };

  beforeAll(async () => {
    [smtp, database] = await Promise.all([startSmtpTestServer(), createTestDatabase()]);
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  it("tells a seat-holder once, by e-mail and in the app; the waitlisted and the declined are not told", async () => {
    const [holder, waiter, declined] = (await campers(3)) as [TestUser, TestUser, TestUser];
    const mealId = await insertDatedCamp(database.db, {
      title: "Riverside Eye Camp",
      startsAt: inFuture(time.clock, 2 * HOUR),
    });
    await database.db.update(camps).set({ capacity: 1 }).where(eq(camps.id, mealId));
    await insertRequest(database.db, mealId, declined.id, "declined");
    expect(await join(holder, mealId)).toBe("pending");
    expect(await join(waiter, mealId)).toBe("waitlisted");
    await reminded(holder);

    const mails = remindersOf(smtp.received, holder);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const [camp] = await database.db.select().from(camps).where(eq(camps.id, mealId));
    const local = new Intl.DateTimeFormat("en-GB", {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "Asia/Dhaka",
    }).format(camp!.startsAt!);
    expect(mail.subject).toMatch(/^Reminder: Riverside Eye Camp \d+ starts \w{3} \d{1,2} \w{3}, /);
    expect(mail.subject).toContain(local);
    // The body gives the dates as every camp message does: "Mon, 2 Mar 2026, 09:00 – Thu, 5 Mar 2026, 09:00 (zone)".
    const clock24 = (instant: Date) =>
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Dhaka" }).format(instant);
    const when = `${clock24(camp!.startsAt!)} – `;
    for (const part of [mail.html as string, mail.text ?? ""]) {
      expect(part).toContain(camp!.title);
      expect(part).toContain(when);
      expect(part).toContain(`${clock24(camp!.endsAt!)} (Asia/Dhaka)`);
      expect(part).toContain("Community Hall, 12 Lake Road, Dhaka, Bangladesh");
      expect(part).toContain(`${BASE}/meal/${mealId}`);
      expect(part).toContain(`${BASE}/api/meals/${mealId}/calendar.ics`);
      expect(part).toContain(`${BASE}/unsubscribe?token=`);
    }
    expect(mail.html).toContain('lang="en"');
    expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const token = decodeURIComponent(/token=([^>&]+)/.exec(headerOf(mail, "list-unsubscribe")!)![1]!);
    expect(readUnsubscribeToken(TEST_AUTH_SECRET, token)).toEqual({ topic: "reminders", subject: holder.id });

    expect((await inApp(holder)).map((n) => [n.title, n.link])).toEqual([
      [`Reminder: ${camp!.title}`, `/meal/${mealId}`],
    ]);
    expect((await inApp(holder))[0]!.body).toContain(`${clock24(camp!.endsAt!)} (Asia/Dhaka) at Community Hall`);
    for (const other of [waiter, declined]) {
      expect(remindersOf(smtp.received, other)).toEqual([]);
      expect(await inApp(other)).toEqual([]);
    }
    expect((await claims(mealId)).map((c) => c.userId)).toEqual([holder.id]);
  });

  it("sends nothing to a seat-holder who turned reminders off, and does not ask about them again", async () => {
    const [quiet, keen] = (await campers(2)) as [TestUser, TestUser];
    await database.db.insert(notificationPreferences).values({ userId: quiet.id, reminders: false });
    const mealId = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, 3 * HOUR) });
    await join(quiet, mealId);
    await join(keen, mealId);
    await reminded(keen);
    expect(remindersOf(smtp.received, quiet)).toEqual([]);
    expect(await inApp(quiet)).toEqual([]);
    expect((await claims(mealId)).map((c) => c.userId).sort()).toEqual([quiet.id, keen.id].sort());
  });

  it("tells the seat-holders of a camp beyond the lead nothing until the clock reaches it", async () => {
    const [early, sentinel] = (await campers(2)) as [TestUser, TestUser];
    const farId = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, 30 * HOUR) });
    await join(early, farId);
    // A camp within the lead joined afterwards: once its reminder is out, sweeps have looked at the far camp too.
    const nearId = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, HOUR) });
    await join(sentinel, nearId);
    await reminded(sentinel);
    expect(remindersOf(smtp.received, early)).toEqual([]);
    expect(await claims(farId)).toEqual([]);

    time.forward(7 * HOUR); // the far camp now starts in 23 hours
    await reminded(early);
    expect(remindersOf(smtp.received, early)).toHaveLength(1);
    expect(await inApp(early)).toHaveLength(1);
  });

  it("does not remind anyone of a camp that has already started", async () => {
    // A camp under way still takes joins until it ends; its start has passed, so no reminder is due.
    const [other] = (await campers(1)) as [TestUser];
    const begun = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, -HOUR) });
    await insertRequest(database.db, begun, other.id, "pending");
    const sentinelCamp = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, 2 * HOUR) });
    const [sentinel] = (await campers(1)) as [TestUser];
    await join(sentinel, sentinelCamp);
    await reminded(sentinel);
    expect(await claims(begun)).toEqual([]);
    expect(remindersOf(smtp.received, other)).toEqual([]);
  });

  it("sends nothing more after a restart on the same database", async () => {
    const before = smtp.received.filter(isReminder).map((m) => JSON.stringify(m.to));
    expect(before.length).toBeGreaterThanOrEqual(5);
    await app.close();
    await start();
    // The new instance's sweeps have run once a camper who joins through it is reminded.
    const [fresh] = (await campers(1)) as [TestUser];
    const mealId = await insertDatedCamp(database.db, { startsAt: inFuture(time.clock, 2 * HOUR) });
    await join(fresh, mealId);
    await reminded(fresh);
    const after = smtp.received.filter(isReminder).map((m) => JSON.stringify(m.to));
    expect(after).toEqual([...before, JSON.stringify(remindersOf(smtp.received, fresh)[0]!.to)]);
    // Every recipient once.
    expect(new Set(after).size).toBe(after.length);
  });
});

describe("REMINDER_LEAD_HOURS and MAIL_LEASE_MS", () => {
  const env = { DATA_DIR: "/tmp/medcamp-unused" };
  it("default to 24 hours and 5 minutes and read whole numbers", () => {
    expect(loadConfig(env)).toMatchObject({ reminderLeadHours: 24, mailLeaseMs: 300_000 });
    expect(loadConfig({ ...env, REMINDER_LEAD_HOURS: "48", MAIL_LEASE_MS: "2000" })).toMatchObject({
      reminderLeadHours: 48,
      mailLeaseMs: 2000,
    });
  });
  it.each([
    [{ REMINDER_LEAD_HOURS: "0" }, "REMINDER_LEAD_HOURS"],
    [{ REMINDER_LEAD_HOURS: "1.5" }, "REMINDER_LEAD_HOURS"],
    [{ REMINDER_LEAD_HOURS: "tomorrow" }, "REMINDER_LEAD_HOURS"],
    [{ MAIL_LEASE_MS: "10" }, "MAIL_LEASE_MS"],
    [{ MAIL_LEASE_MS: "a while" }, "MAIL_LEASE_MS"],
  ])("refuse %o", (bad, name) => {
    expect(() => loadConfig({ ...env, ...bad })).toThrow(name);
  });
});
