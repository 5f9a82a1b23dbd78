import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { Db } from "../db/client.ts";
import { camps, joinRequests } from "../db/schema/index.ts";
import { insertCamp } from "./test-camps.ts";
import { scheduleValues } from "../modules/camps/camp-schedule-sql.ts";

export interface DatedCampOptions {
  title?: string;
  startsAt?: string;
  timezone?: string;
  located?: boolean;
}

/** A 3-day camp with a start (9:00 in Dhaka by default) and, unless told otherwise, a place with coordinates. */
export async function insertDatedCamp(db: Db, opts: DatedCampOptions = {}): Promise<string> {
  const id = await insertCamp(db, opts.title);
  const place = { venue: "Community Hall", address: "12 Lake Road", city: "Dhaka", country: "Bangladesh" };
  await db
    .update(camps)
    .set({
      ...scheduleValues("3days", opts.startsAt ?? "2030-03-01T09:00:00+06:00", opts.timezone ?? "Asia/Dhaka"),
      ...(opts.located === false ? {} : { ...place, lat: 23.8103, lng: 90.4125 }),
    })
    .where(eq(camps.id, id));
  return id;
}

/** A join request row in the given status (the seat counters are not this module's concern). */
export async function insertRequest(db: Db, campId: string, userId: string, status: string): Promise<void> {
  await db.insert(joinRequests).values({ campId, userId, status });
}

/** The VEVENTs of an iCalendar text, parsed back with ical.js (which throws on malformed input). */
export function parseEvents(text: string): ICAL.Event[] {
  return parseCalendar(text).events;
}

/**
 * The calendar and its events. ical.js reads a TZID time with the VTIMEZONE of the same TZID in this calendar (and
 * only that one: no zone is registered globally), so `toJSDate()` is the instant the file's own VTIMEZONE gives.
 */
export function parseCalendar(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

/** The TZIDs of the calendar's VTIMEZONE components, in order. */
export const vtimezoneIds = (calendar: ICAL.Component): unknown[] =>
  calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"));

/** The TZID parameter of an event's DTSTART or DTEND (null when the time is UTC). */
export const tzidOf = (event: ICAL.Event, name: "dtstart" | "dtend"): unknown =>
  event.component.getFirstProperty(name)?.getParameter("tzid") ?? null;

/** An ICAL.Time's wall-clock reading, "2030-03-01 09:00". */
export const wallTime = (time: ICAL.Time): string =>
  `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")} ` +
  `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;
