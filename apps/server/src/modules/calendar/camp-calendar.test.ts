import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps } from "../../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import {
  insertDatedCamp,
  parseCalendar,
  parseEvents,
  tzidOf,
  vtimezoneIds,
  wallTime,
} from "../../test/calendar-test-camps.ts";

describe("GET /api/meals/{id}/calendar.ics", () => {
  let t: TestApp;
  const get = (id: string) => t.app.inject({ url: `/api/meals/${id}/calendar.ics` });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers one VEVENT that parses back to the stored camp", async () => {
    const id = await insertDatedCamp(t.database.db, { title: "Dental Check; Dhaka, Spring" });
    await t.database.db
      .update(camps)
      .set({ description: "Bring your records.\nFree for children, all day." })
      .where(eq(camps.id, id));
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");

    const [camp] = await t.database.db.select().from(camps).where(eq(camps.id, id));
    const { calendar, events } = parseCalendar(res.body);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toBe(`${id}@medcamp`);
    expect(event.summary).toBe(camp!.title);
    // The camp's own zone and wall-clock hours, with the zone's VTIMEZONE in the calendar...
    expect(res.body).toContain("\r\nDTSTART;TZID=Asia/Dhaka:20300301T090000\r\n");
    expect(res.body).toContain("\r\nDTEND;TZID=Asia/Dhaka:20300304T090000\r\n");
    expect(vtimezoneIds(calendar)).toEqual(["Asia/Dhaka"]);
    expect([tzidOf(event, "dtstart"), tzidOf(event, "dtend")]).toEqual(["Asia/Dhaka", "Asia/Dhaka"]);
    expect(wallTime(event.startDate)).toBe("2030-03-01 09:00");
    expect(wallTime(event.endDate)).toBe("2030-03-04 09:00");
    // ...which that VTIMEZONE turns into exactly the stored instants.
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-01T03:00:00.000Z");
    expect(event.startDate.toJSDate().getTime()).toBe(camp!.startsAt!.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(camp!.endsAt!.getTime());
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-03-04T03:00:00.000Z");
    expect(event.location).toBe("Community Hall, 12 Lake Road, Dhaka, Bangladesh");
    expect(event.description).toBe("Bring your records.\nFree for children, all day.");
    expect(event.component.getFirstPropertyValue("url")).toBe(`${TEST_BASE_URL}/meal/${id}`);
    expect(event.component.getFirstPropertyValue("geo")).toEqual([23.8103, 90.4125]);
    expect(event.component.getFirstPropertyValue("dtstamp")).toBeInstanceOf(ICAL.Time);
  });

  it("names the download after the title in plain ASCII", async () => {
    const id = await insertDatedCamp(t.database.db, { title: "Café Ñandú — Eye & Ear" });
    const res = await get(id);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="cafe-nandu-eye-ear-\d+\.ics"$/);
  });

  it("keeps the same UID on every download, so a re-import updates the event", async () => {
    const id = await insertDatedCamp(t.database.db);
    const [first, second] = await Promise.all([get(id), get(id)]);
    expect(parseEvents(first.body)[0]!.uid).toBe(parseEvents(second.body)[0]!.uid);
  });

  it("leaves out LOCATION and GEO for a camp without a place", async () => {
    const id = await insertDatedCamp(t.database.db, { located: false });
    const event = parseEvents((await get(id)).body)[0]!;
    expect(event.location).toBeNull();
    expect(event.component.getFirstPropertyValue("geo")).toBeNull();
  });

  // London leaves summer time on the last Sunday of October: a 3-day camp from 9:00 BST ends at 9:00 GMT.
  it.each([
    [
      "2026-10-23T09:00:00+01:00",
      "2026-10-23 09:00",
      "2026-10-26 09:00",
      "2026-10-23T08:00:00.000Z",
      "2026-10-26T09:00:00.000Z",
    ],
    [
      "2030-10-26T09:00:00+01:00",
      "2030-10-26 09:00",
      "2030-10-29 09:00",
      "2030-10-26T08:00:00.000Z",
      "2030-10-29T09:00:00.000Z",
    ],
  ])("keeps a camp from %s across the change back from summer time at 9:00 local", async (startsAt, ...expected) => {
    const [localStart, localEnd, start, end] = expected;
    const id = await insertDatedCamp(t.database.db, { startsAt, timezone: "Europe/London" });
    const [camp] = await t.database.db.select().from(camps).where(eq(camps.id, id));
    const { calendar, events } = parseCalendar((await get(id)).body);
    const event = events[0]!;
    expect(vtimezoneIds(calendar)).toEqual(["Europe/London"]);
    expect([tzidOf(event, "dtstart"), tzidOf(event, "dtend")]).toEqual(["Europe/London", "Europe/London"]);
    expect([wallTime(event.startDate), wallTime(event.endDate)]).toEqual([localStart, localEnd]);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().toISOString()).toBe(end);
    expect(event.startDate.toJSDate().getTime()).toBe(camp!.startsAt!.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(camp!.endsAt!.getTime());
  });

  it("writes a zone alias under its canonical TZID (Asia/Calcutta as Asia/Kolkata)", async () => {
    const id = await insertDatedCamp(t.database.db, {
      startsAt: "2030-03-01T09:00:00+05:30",
      timezone: "Asia/Calcutta",
    });
    const { calendar, events } = parseCalendar((await get(id)).body);
    expect(vtimezoneIds(calendar)).toEqual(["Asia/Kolkata"]);
    expect(tzidOf(events[0]!, "dtstart")).toBe("Asia/Kolkata");
    expect(wallTime(events[0]!.startDate)).toBe("2030-03-01 09:00");
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-03-01T03:30:00.000Z");
  });

  it("writes UTC instants, and no VTIMEZONE, when a local time would be ambiguous (the hour repeated in autumn)", async () => {
    // 1:30 GMT on 25 October 2026 reads 01:30 in London, as 1:30 BST an hour earlier did.
    const id = await insertDatedCamp(t.database.db, { startsAt: "2026-10-25T01:30:00Z", timezone: "Europe/London" });
    const [camp] = await t.database.db.select().from(camps).where(eq(camps.id, id));
    const { calendar, events } = parseCalendar((await get(id)).body);
    expect(vtimezoneIds(calendar)).toEqual([]);
    expect(tzidOf(events[0]!, "dtstart")).toBeNull();
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(events[0]!.endDate.toJSDate().getTime()).toBe(camp!.endsAt!.getTime());
  });

  it("refuses a camp without dates with 409 CAMP_UNDATED", async () => {
    const res = await get(await insertCamp(t.database.db));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This camp has no dates yet.", code: "CAMP_UNDATED" });
  });

  it("answers 404 CAMP_NOT_FOUND for an unknown camp", async () => {
    const res = await get(crypto.randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "CAMP_NOT_FOUND" });
  });
});
