import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds } from "../../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import {
  insertDatedCamp,
  insertRequest,
  parseCalendar,
  parseEvents,
  tzidOf,
  vtimezoneIds,
  wallTime,
} from "../../test/calendar-test-camps.ts";

const FEED_URL = new RegExp(`^${TEST_BASE_URL}/api/calendar/([A-Za-z0-9_-]{43})\\.ics$`);

describe("personal calendar feed", () => {
  let t: TestApp;
  const feedOf = async (user: TestUser | null) => injectAs(t.app, user, { url: "/api/me/calendar" });
  const rotate = (user: TestUser) => injectAs(t.app, user, { method: "POST", url: "/api/me/calendar/rotate" });
  /** The feed read as a calendar app would: no cookie, only the URL. */
  const read = (url: string) => t.app.inject({ url: url.replace(TEST_BASE_URL, "") });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses visitors with 401", async () => {
    expect((await feedOf(null)).statusCode).toBe(401);
    const res = await injectAs(t.app, null, { method: "POST", url: "/api/me/calendar/rotate" });
    expect(res.statusCode).toBe(401);
  });

  it("makes the URL on the first ask and answers the same one after", async () => {
    const user = await signUp(t.app);
    const first = await feedOf(user);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const { url } = first.json() as { url: string };
    expect(url).toMatch(FEED_URL);
    expect((await feedOf(user)).json()).toEqual({ url });
  });

  it("ends concurrent first asks with one token", async () => {
    const user = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => feedOf(user)));
    const urls = new Set(answers.map((res) => (res.json() as { url: string }).url));
    expect(urls.size).toBe(1);
    const rows = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("rotates to a new URL; the old one then answers 404 CALENDAR_NOT_FOUND", async () => {
    const user = await signUp(t.app);
    const old = ((await feedOf(user)).json() as { url: string }).url;
    expect((await read(old)).statusCode).toBe(200);
    const rotated = await rotate(user);
    expect(rotated.statusCode).toBe(200);
    const { url } = rotated.json() as { url: string };
    expect(url).toMatch(FEED_URL);
    expect(url).not.toBe(old);
    expect((await feedOf(user)).json()).toEqual({ url });
    expect((await read(url)).statusCode).toBe(200);
    const gone = await read(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Calendar not found", code: "CALENDAR_NOT_FOUND" });
  });

  it("answers 404 for a malformed or unknown token, never a 400 that tells them apart", async () => {
    for (const token of ["short", "a".repeat(43), `${"a".repeat(42)}!`, "x".repeat(44)]) {
      const res = await t.app.inject({ url: `/api/calendar/${encodeURIComponent(token)}.ics` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual({ message: "Calendar not found", code: "CALENDAR_NOT_FOUND" });
      expect(res.headers["cache-control"], token).toBe("no-store");
    }
  });

  it("lists only the dated camps where its owner holds a seat, soonest first, confirmed once served", async () => {
    const db = t.database.db;
    const [owner, someoneElse] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const later = await insertDatedCamp(db, { title: "Later", startsAt: "2030-06-01T09:00:00+06:00" });
    const sooner = await insertDatedCamp(db, { title: "Sooner", startsAt: "2030-04-01T09:00:00+06:00" });
    const waiting = await insertDatedCamp(db, { title: "Waiting" });
    const declined = await insertDatedCamp(db, { title: "Declined" });
    const undated = await insertCamp(db, "Undated");
    const theirs = await insertDatedCamp(db, { title: "Theirs" });
    await insertRequest(db, later, owner.id, "pending");
    await insertRequest(db, sooner, owner.id, "delivered");
    await insertRequest(db, waiting, owner.id, "waitlisted");
    await insertRequest(db, declined, owner.id, "declined");
    await insertRequest(db, undated, owner.id, "pending");
    await insertRequest(db, theirs, someoneElse.id, "delivered");

    const { url } = (await feedOf(owner)).json() as { url: string };
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("MedCamp — my camps");
    const events = parseEvents(res.body);
    expect(events.map((e) => e.uid)).toEqual([`${sooner}@medcamp`, `${later}@medcamp`]);
    expect(events.map((e) => e.component.getFirstPropertyValue("status"))).toEqual(["CONFIRMED", "TENTATIVE"]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-04-01T03:00:00.000Z");
    expect(tzidOf(events[0]!, "dtstart")).toBe("Asia/Dhaka");

    const theirFeed = ((await feedOf(someoneElse)).json() as { url: string }).url;
    expect(parseEvents((await read(theirFeed)).body).map((e) => e.uid)).toEqual([`${theirs}@medcamp`]);
  });

  it("writes each camp in its own zone, with one VTIMEZONE per zone used", async () => {
    const db = t.database.db;
    const owner = await signUp(t.app);
    const dhaka = await insertDatedCamp(db, { title: "Dhaka", startsAt: "2030-04-01T09:00:00+06:00" });
    const dhakaAgain = await insertDatedCamp(db, { title: "Dhaka again", startsAt: "2030-05-01T09:00:00+06:00" });
    const london = await insertDatedCamp(db, {
      title: "London",
      startsAt: "2030-10-26T09:00:00+01:00",
      timezone: "Europe/London",
    });
    for (const camp of [dhaka, dhakaAgain, london]) await insertRequest(db, camp, owner.id, "pending");

    const { url } = (await feedOf(owner)).json() as { url: string };
    const { calendar, events } = parseCalendar((await read(url)).body);
    expect(vtimezoneIds(calendar)).toEqual(["Asia/Dhaka", "Europe/London"]);
    expect(events.map((e) => tzidOf(e, "dtstart"))).toEqual(["Asia/Dhaka", "Asia/Dhaka", "Europe/London"]);
    expect(events.map((e) => wallTime(e.startDate))).toEqual([
      "2030-04-01 09:00",
      "2030-05-01 09:00",
      "2030-10-26 09:00",
    ]);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      "2030-04-01T03:00:00.000Z",
      "2030-05-01T03:00:00.000Z",
      "2030-10-26T08:00:00.000Z",
    ]);
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual([
      "2030-04-04T03:00:00.000Z",
      "2030-05-04T03:00:00.000Z",
      "2030-10-29T09:00:00.000Z",
    ]);
  });

  it("is a valid empty calendar for someone with no camps", async () => {
    const user = await signUp(t.app);
    const res = await read(((await feedOf(user)).json() as { url: string }).url);
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body)).toEqual([]);
  });
});
