import { CATEGORY_DAYS, type Category } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { endsAtSql, startDateSql } from "../../modules/camps/camp-schedule-sql.ts";
import { DEMO_CITIES } from "./demo-places.ts";
import { DEMO_SCHEDULE } from "./demo-schedule.ts";

/**
 * The stored schedule, place and seat columns of the demo camp `title`, dated from `now` (the seeding moment). The
 * start is the camp's `startHour` on the wall clock of its own zone, `startsInDays` days after `now`'s day there;
 * PostgreSQL turns that into an instant (it knows each zone's offsets and summer time), and derives the end and the
 * start day the way every other camp write does (camp-schedule-sql.ts).
 */
export function demoScheduleColumns(title: string, category: Category, now: Date) {
  const schedule = DEMO_SCHEDULE[title];
  if (!schedule) throw new Error(`The demo camp "${title}" has no schedule in demo-schedule.ts`);
  const { timezone, ...place } = DEMO_CITIES[schedule.city];
  const day = sql`(${now.toISOString()}::timestamptz at time zone ${timezone})::date + ${schedule.startsInDays}::int`;
  const startsAt = sql`(((${day}) + make_time(${schedule.startHour}::int, 0, 0)) at time zone ${timezone})`;
  return {
    startsAt,
    timezone,
    endsAt: endsAtSql(startsAt, timezone, CATEGORY_DAYS[category]),
    startDate: startDateSql(startsAt, timezone),
    venue: schedule.venue,
    address: schedule.address,
    ...place,
    capacity: schedule.capacity,
  };
}
