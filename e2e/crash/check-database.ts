import { sql } from "drizzle-orm";
import type { Db, queryRows as QueryRows } from "../../apps/server/src/db/client.ts";
import type { Ack } from "./write-load.ts";

/** Where each kind of acknowledged write leaves its row: (camp id | user e-mail) pairs. */
const ROWS: Record<Ack["kind"], ReturnType<typeof sql>> = {
  like: sql`select l.meal_id || '|' || u.email as k from meal_like l join "user" u on u.id = l.user_id`,
  review: sql`select r.meal_id || '|' || u.email as k from review r join "user" u on u.id = r.user_id`,
  join: sql`select r.meal_id || '|' || u.email as k from meal_request r join "user" u on u.id = r.user_id`,
  "upcoming-like": sql`select l.upcoming_meal_id || '|' || u.email as k
    from upcoming_meal_like l join "user" u on u.id = l.user_id`,
};

/** Every acknowledged write is present and every counter equals its rows; returns what is wrong. */
export async function checkDatabase(db: Db, acked: Ack[], queryRows: typeof QueryRows): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of Object.keys(ROWS) as Array<Ack["kind"]>) {
    const present = new Set((await queryRows<{ k: string }>(db, ROWS[kind])).map((r) => r.k));
    const missing = acked.filter((a) => a.kind === kind && !present.has(`${a.mealId}|${a.email}`));
    if (missing.length > 0) problems.push(`${missing.length} acknowledged ${kind} writes are missing`);
  }
  const drift = await queryRows(
    db,
    sql`select m.id from meal m where
      m.likes <> (select count(*) from meal_like l where l.meal_id = m.id) or
      m.reviews_count <> (select count(*) from review r where r.meal_id = m.id) or
      m.rating_total <> coalesce((select sum(rating) from review r where r.meal_id = m.id), 0)`,
  );
  if (drift.length > 0) problems.push(`${drift.length} camps have counters that differ from their rows`);
  const upcomingDrift = await queryRows(
    db,
    sql`select u.id from upcoming_meal u
      where u.likes <> (select count(*) from upcoming_meal_like l where l.upcoming_meal_id = u.id)`,
  );
  if (upcomingDrift.length > 0) problems.push(`${upcomingDrift.length} upcoming camps have a like count off its rows`);
  const doubleJoins = await queryRows(
    db,
    sql`select meal_id, user_id from meal_request where status = 'pending'
      group by meal_id, user_id having count(*) > 1`,
  );
  if (doubleJoins.length > 0) problems.push(`${doubleJoins.length} campers have two open requests for one camp`);
  return problems;
}
