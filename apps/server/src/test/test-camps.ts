import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { campLikes, camps, reviews, upcomingCampLikes, upcomingCamps } from "../db/schema/index.ts";

let counter = 0;

function campValues(title: string) {
  counter += 1;
  return {
    title: `${title} ${counter}`,
    category: "3days",
    image: "/images/camps/test.svg",
    ingredients: ["Nurse", "Dentist"],
    description: "A camp made by a test.",
    price: 10,
    distributorName: "Test Admin",
    distributorEmail: "test-admin@example.org",
  };
}

/** Inserts a fresh camp with zero counters and returns its id. */
export async function insertCamp(db: Db, title = "Test Camp"): Promise<string> {
  const [row] = await db.insert(camps).values(campValues(title)).returning({ id: camps.id });
  return row!.id;
}

/** Inserts a fresh upcoming camp (pending, or already published) and returns its id. */
export async function insertUpcomingCamp(
  db: Db,
  opts: { title?: string; status?: "pending" | "published"; postTime?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(upcomingCamps)
    .values({
      ...campValues(opts.title ?? "Upcoming Test Camp"),
      status: opts.status ?? "pending",
      ...(opts.postTime ? { postTime: opts.postTime } : {}),
    })
    .returning({ id: upcomingCamps.id });
  return row!.id;
}

/** A camp's stored counters next to what its rows say. */
export async function campCounts(db: Db, mealId: string) {
  const [camp] = await db.select().from(camps).where(eq(camps.id, mealId));
  const [rows] = await queryRows<{ likes: number; reviews: number; ratings: number }>(
    db,
    sql`select
      (select count(*)::int from ${campLikes} where meal_id = ${mealId}) as likes,
      (select count(*)::int from ${reviews} where meal_id = ${mealId}) as reviews,
      (select coalesce(sum(rating), 0)::int from ${reviews} where meal_id = ${mealId}) as ratings`,
  );
  return { camp: camp!, rows: rows! };
}

/** An upcoming camp's stored like counter next to its like rows. */
export async function upcomingCounts(db: Db, upcomingId: string) {
  const [camp] = await db.select().from(upcomingCamps).where(eq(upcomingCamps.id, upcomingId));
  const [rows] = await queryRows<{ likes: number }>(
    db,
    sql`select count(*)::int as likes from ${upcomingCampLikes} where upcoming_meal_id = ${upcomingId}`,
  );
  return { likes: camp!.likes, rows: rows!.likes };
}

/**
 * Camps whose stored likes, review count, rating total, seats taken or waitlist count differ from what their rows
 * say (ids).
 */
export function campCounterMismatches(db: Db) {
  return queryRows<{ id: string }>(
    db,
    sql`select m.id from meal m where
      m.likes <> (select count(*) from meal_like l where l.meal_id = m.id) or
      m.reviews_count <> (select count(*) from review r where r.meal_id = m.id) or
      m.rating_total <> coalesce((select sum(rating) from review r where r.meal_id = m.id), 0) or
      m.seats_taken <> (select count(*) from meal_request q
        where q.meal_id = m.id and q.status in ('pending', 'delivered')) or
      m.waitlist_count <> (select count(*) from meal_request q where q.meal_id = m.id and q.status = 'waitlisted')`,
  );
}
