import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/** An instant as a query parameter (both drivers take the ISO string the same way). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A timestamp as ISO 8601 in UTC, formatted by the database (either driver then answers the same string). */
const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The admin overview's aggregate queries (issue 23). Each one is bounded by its window and read from an index
 * (migration 0018): upcoming camps and their seats from `meal_upcoming_fill_idx`, pending requests from
 * `meal_request_pending_idx`, requests per day from `meal_request_created_idx`, revenue from the monthly sums `payment_month` keeps (migration 0019),
 * check-ins from `check_in_meal_idx`. `npm run bench` measures them at 100,000 camps and 1,000,000 requests.
 */
export function createInsightRepository(db: Db) {
  return {
    /** Upcoming camps, their seats (where capped) and waitlists, in one index-only scan. */
    async upcoming(now: Date) {
      const [row] = await queryRows<{ camps: number; taken: number; offered: number; waitlisted: number }>(
        db,
        sql`select count(*)::float8 as camps,
              coalesce(sum(seats_taken) filter (where capacity is not null), 0)::float8 as taken,
              coalesce(sum(capacity), 0)::float8 as offered,
              coalesce(sum(waitlist_count), 0)::float8 as waitlisted
            from meal where starts_at > ${at(now)}`,
      );
      return row!;
    },

    async pendingRequests(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::float8 as n from meal_request where status = 'pending'`,
      );
      return row!.n;
    },

    /** Join requests per UTC day from `since` on (days without one are absent). */
    async requestsPerDay(since: Date) {
      return queryRows<{ day: string; requests: number }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, requests from (
              select date_trunc('day', created_at at time zone 'UTC') as day, count(*)::float8 as requests
              from meal_request where created_at >= ${at(since)} group by 1) d`,
      );
    },

    /** Dollars per UTC month (`YYYY-MM`) and package from the month of `since` on, from the kept monthly sums. */
    async revenuePerMonth(since: Date) {
      return queryRows<{ month: string; package: string; total: number }>(
        db,
        sql`select to_char(month, 'YYYY-MM') as month, package_name as package, total::float8 as total
            from payment_month where month >= ${since.toISOString().slice(0, 10)}::date`,
      );
    },

    /** The next `limit` camps with a capacity, soonest first. */
    async nextCamps(now: Date, limit: number) {
      return queryRows<{
        id: string;
        title: string;
        starts: string;
        capacity: number;
        seats_taken: number;
        waitlist_count: number;
      }>(
        db,
        sql`select id, title, ${ISO(sql`starts_at`)} as starts, capacity, seats_taken, waitlist_count
            from meal where starts_at > ${at(now)} and capacity is not null
            order by starts_at, id limit ${limit}`,
      );
    },

    /** The last `limit` camps that ended (after `since`) with seats held, latest first, and their check-ins. */
    async pastCamps(now: Date, since: Date, limit: number) {
      return queryRows<{ id: string; title: string; starts: string; expected: number; checked_in: number }>(
        db,
        sql`select m.id, m.title, ${ISO(sql`m.starts_at`)} as starts, m.seats_taken as expected,
              (select count(*) from check_in c where c.meal_id = m.id)::float8 as checked_in
            from meal m
            where m.starts_at <= ${at(now)} and m.starts_at > ${at(since)} and m.ends_at <= ${at(now)} and m.seats_taken > 0
            order by m.starts_at desc, m.id desc limit ${limit}`,
      );
    },
  };
}
export type InsightRepository = ReturnType<typeof createInsightRepository>;
