import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * Counts one request against `key` in the `rate_limit` table better-auth already keeps (our keys start with
 * "write:", so they never meet better-auth's). One atomic upsert per request, timed by the database clock so
 * every instance agrees: a window starts at the first request and resets once it has passed.
 * Returns the count in the current window and the milliseconds left in it. Old rows are pruned by better-auth,
 * which deletes rows older than its longest window (60 s or AUTH_RATE_LIMIT's): keep WRITE_RATE_LIMIT's window
 * no longer than that, or a write window may end early.
 *
 * The upsert's commit does not wait for its WAL flush: `set_config('synchronous_commit', 'off', true)` is
 * `SET LOCAL` for this statement's own transaction only, in the same round trip. A crash of PostgreSQL may then lose
 * the last increments (up to three WAL-writer rounds, 0.6 s by default), which is harmless: those writers may send
 * that many more requests in the window, and nothing else is lost. Durable, every write of a rush paid a flush of
 * its own for its count (docs/performance.md, "The sell-out rush").
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const rows = await queryRows<{ count: number; window_start: string; now: string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
      select ${crypto.randomUUID()}, ${key}, 1, (extract(epoch from clock_timestamp()) * 1000)::bigint
      from (select set_config('synchronous_commit', 'off', true) as commit_mode) lazy
      where lazy.commit_mode = 'off'
      on conflict (key) do update set
        count = case when rate_limit.last_request <= excluded.last_request - ${windowMs}::bigint
          then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= excluded.last_request - ${windowMs}::bigint
          then excluded.last_request else rate_limit.last_request end
      returning count, last_request as window_start, (extract(epoch from clock_timestamp()) * 1000)::bigint as now`,
  );
  const row = rows[0]!;
  return { current: row.count, ttl: Math.max(0, Number(row.window_start) + windowMs - Number(row.now)) };
}
