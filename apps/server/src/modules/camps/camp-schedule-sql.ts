import { CATEGORY_DAYS, type Category } from "@medcamp/contract";
import { type SQL, sql } from "drizzle-orm";

/**
 * A camp's end: its start plus the category's days on the wall clock of its own time zone, so a camp that spans a
 * daylight-saving change still ends at the hour it started. PostgreSQL does the zone arithmetic (`AT TIME ZONE`).
 */
export const endsAtSql = (startsAt: SQL | string, timezone: SQL | string, days: SQL | number): SQL =>
  sql`((${startsAt}::timestamptz at time zone ${timezone}) + make_interval(days => ${days}::int)) at time zone ${timezone}`;

/** The day a camp starts on in its own time zone: the from/to filter compares with it. */
export const startDateSql = (startsAt: SQL | string, timezone: SQL | string): SQL =>
  sql`(${startsAt}::timestamptz at time zone ${timezone})::date`;

/**
 * The stored schedule columns of a camp written with `startsAt` and `timezone` (both null when it has none). `days`
 * is the category's, or SQL reading the stored camp's category when an update changes only the start.
 */
export function scheduleValues(days: Category | SQL, startsAt: string | null, timezone: string | null) {
  if (startsAt === null || timezone === null) {
    return { startsAt: null, timezone: null, endsAt: null, startDate: null };
  }
  return {
    startsAt: new Date(startsAt),
    timezone,
    endsAt: endsAtSql(startsAt, timezone, typeof days === "string" ? CATEGORY_DAYS[days] : days),
    startDate: startDateSql(startsAt, timezone),
  };
}
