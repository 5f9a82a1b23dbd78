import { sql } from "drizzle-orm";
import type { Db, queryRows as QueryRows } from "../../apps/server/src/db/client.ts";
import type { Ack } from "./write-load.ts";

/** Every acknowledged write is present and every counter equals its rows; returns what is wrong. */
export async function checkDatabase(db: Db, acked: Ack[], queryRows: typeof QueryRows): Promise<string[]> {
  const problems: string[] = [];
  const likes = new Set(
    (
      await queryRows<{ k: string }>(
        db,
        sql`select l.meal_id || '|' || u.email as k from meal_like l join "user" u on u.id = l.user_id`,
      )
    ).map((r) => r.k),
  );
  const reviews = new Set(
    (
      await queryRows<{ k: string }>(
        db,
        sql`select r.meal_id || '|' || u.email as k from review r join "user" u on u.id = r.user_id`,
      )
    ).map((r) => r.k),
  );
  const missing = acked.filter((a) => !(a.kind === "like" ? likes : reviews).has(`${a.mealId}|${a.email}`));
  if (missing.length > 0) problems.push(`${missing.length} acknowledged writes are missing`);
  const drift = await queryRows(
    db,
    sql`select m.id from meal m where
      m.likes <> (select count(*) from meal_like l where l.meal_id = m.id) or
      m.reviews_count <> (select count(*) from review r where r.meal_id = m.id) or
      m.rating_total <> coalesce((select sum(rating) from review r where r.meal_id = m.id), 0)`,
  );
  if (drift.length > 0) problems.push(`${drift.length} camps have counters that differ from their rows`);
  return problems;
}
