import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { Db } from "../../db/client.ts";
import { camps, joinRequests } from "../../db/schema/index.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { scheduleValues } from "../camps/camp-schedule-sql.ts";

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
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}
