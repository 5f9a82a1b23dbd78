import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type BenchSize, campId } from "./generate-data.ts";

/** How many rows the admin overview is measured over, on top of the camps and users of `generateBenchData`. */
export interface InsightSize {
  /** Join requests per user (each to a different camp): 20 × 50,000 users = 1,000,000 requests at full size. */
  requestsPerUser: number;
  /** Payments per user over the last year. */
  paymentsPerUser: number;
}

export const FULL_INSIGHT_SIZE: InsightSize = { requestsPerUser: 20, paymentsPerUser: 2 };

/**
 * Adds what the admin overview counts to a database `generateBenchData` filled: join requests made over the last
 * year (a tenth declined, a fifth pending, the rest booked; past a camp's capacity they wait in line, in queue order),
 * payments spread over the last year, and check-ins for seven in ten booked seats of camps that have ended. The
 * camps' seat and waitlist counters are then recomputed from the rows, as the product keeps them. `now` is the
 * instant the spread is measured back from. The k-th request of user u goes to camp (u·7919 + k·104729) mod N, so a
 * user never asks twice for one camp.
 */
export async function generateInsightRows(
  db: Db,
  base: Pick<BenchSize, "camps" | "users">,
  size: InsightSize,
  now: Date,
  log: (line: string) => void = () => {},
) {
  const { camps, users } = base;
  const at = sql`${now.toISOString()}::timestamptz`;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(query);
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    "join requests",
    sql`insert into meal_request (meal_id, user_id, status, created_at, updated_at)
      select ${campId(sql`1 + (u::bigint * 7919 + k::bigint * 104729) % ${camps}`)}, 'bench-user-' || u,
        case when (u + k) % 10 = 0 then 'declined' when (u + k) % 10 in (1, 2) then 'pending' else 'delivered' end,
        ${at} - ((u * 31 + k * 97) % 365) * interval '1 day' - ((u + k) % 24) * interval '1 hour',
        ${at} - ((u * 31 + k * 97) % 365) * interval '1 day' - ((u + k) % 24) * interval '1 hour'
      from generate_series(1, ${users}) as u, generate_series(0, ${size.requestsPerUser - 1}) as k`,
  );
  await step(
    "waitlist past capacity",
    sql`update meal_request r set status = 'waitlisted'
      from (select r2.id, m.capacity,
              row_number() over (partition by r2.meal_id order by r2.queue_no) as n
            from meal_request r2 join meal m on m.id = r2.meal_id
            where r2.status in ('pending', 'delivered') and m.capacity is not null) q
      where r.id = q.id and q.n > q.capacity`,
  );
  await step(
    "seat counters",
    sql`update meal m set seats_taken = c.taken, waitlist_count = c.waiting
      from (select meal_id,
              count(*) filter (where status in ('pending', 'delivered'))::int as taken,
              count(*) filter (where status = 'waitlisted')::int as waiting
            from meal_request group by meal_id) c
      where m.id = c.meal_id`,
  );
  await step(
    "payments",
    sql`insert into payment (user_id, email, price, transaction_id, package_name, kind, created_at)
      select 'bench-user-' || u, 'bench' || u || '@example.org',
        (array[20, 15, 10])[1 + (u + p) % 3], 'bench-payment-' || u || '-' || p,
        (array['Platinum', 'Gold', 'Silver'])[1 + (u + p) % 3],
        case when p = 0 then 'purchase' else 'renewal' end,
        ${at} - ((u * 13 + p * 181) % 365) * interval '1 day' - (u % 24) * interval '1 hour'
      from generate_series(1, ${users}) as u, generate_series(0, ${size.paymentsPerUser - 1}) as p`,
  );
  await step(
    "check-ins",
    sql`insert into check_in (request_id, meal_id, checked_in_at, by_name, client_id)
      select r.id, r.meal_id, m.starts_at + interval '1 hour', 'Bench Staff', gen_random_uuid()
      from meal_request r join meal m on m.id = r.meal_id
      where r.status = 'delivered' and m.ends_at <= ${at} and r.queue_no % 10 < 7`,
  );
  await step("vacuum analyze", sql`vacuum analyze`);
}
