import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { DEFAULT_HASH_COST, hashPassword } from "../../auth/password.ts";
import type { Db } from "../client.ts";
import {
  accounts,
  campLikes,
  joinRequests,
  camps,
  notifications,
  payments,
  reviews,
  subscriptions,
  upcomingCampLikes,
  upcomingCamps,
  users,
} from "../schema/index.ts";
import { monthFrom } from "../../modules/subscriptions/index.ts";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS, type DemoCamp } from "./demo-camps.ts";
import { demoNotifications } from "./demo-notifications.ts";
import { demoScheduleColumns } from "./demo-schedule-columns.ts";
import { DEMO_LIKES, DEMO_REQUESTS, DEMO_REVIEWS, DEMO_USERS } from "./demo-users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: the advisory lock that lets only one starting instance seed. */
const SEED_LOCK_KEY = 7_202_611;
const PACKAGE_PRICES: Record<string, number> = { Platinum: 20, Gold: 15, Silver: 10 };

function campRow(camp: DemoCamp, now: Date, admin: { id: string; name: string; email: string }) {
  return {
    ...demoScheduleColumns(camp.title, camp.category, now),
    title: camp.title,
    category: camp.category,
    image: camp.image,
    ingredients: camp.ingredients,
    description: camp.description,
    price: camp.price,
    postTime: new Date(now.getTime() - camp.postedDaysAgo * DAY_MS),
    distributorName: admin.name,
    distributorEmail: admin.email,
    addedBy: admin.id,
  };
}

async function passwordHashes(cost: number): Promise<Map<string, string>> {
  const distinct = [...new Set(DEMO_USERS.map((u) => u.password))];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p, undefined, cost)));
  return new Map(distinct.map((p, i) => [p, hashes[i]!]));
}

async function isEmpty(db: Pick<Db, "$count">): Promise<boolean> {
  const counts = [await db.$count(users), await db.$count(camps), await db.$count(upcomingCamps)];
  return counts.every((n) => n === 0);
}

/**
 * Fills a truly empty database (no users, no camps, no upcoming camps) with demo data: the demo admin and the demo
 * campers (with sign-in accounts), the demo camps and upcoming camps, likes, reviews, join requests and the campers'
 * package payments. Camps are dated from `now` (the first start), placed and given seats; one is full with campers
 * waiting. Counters (likes, reviews, seats taken, waitlist) are recomputed from the rows, so they match exactly. A
 * database that has ever been used is left alone, even after an admin deleted every camp. Concurrent starts on one
 * PostgreSQL database are serialised by an advisory lock, so only one of them seeds.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  hashCost: number = DEFAULT_HASH_COST,
): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(db))) return { seeded: false };
  const hashes = await passwordHashes(hashCost);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return { seeded: false };
    // Each package was bought three days ago: a one-month period that renews with the demo card (issue 20).
    const period = monthFrom(new Date(now.getTime() - 3 * DAY_MS));
    const userRows = DEMO_USERS.map((u) => ({
      id: randomUUID(),
      name: u.name,
      email: u.email,
      emailVerified: true,
      image: u.image,
      role: u.role,
      badge: u.badge,
      badgeUntil: u.badge ? period.endsAt : null,
    }));
    await tx.insert(users).values(userRows);
    const byEmail = new Map(userRows.map((u) => [u.email, u]));
    await tx.insert(accounts).values(
      DEMO_USERS.map((u) => {
        const id = byEmail.get(u.email)!.id;
        return {
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: hashes.get(u.password)!,
        };
      }),
    );
    const admin = userRows.find((u) => u.role === "admin")!;

    const campIds = await tx
      .insert(camps)
      .values(DEMO_CAMPS.map((c) => campRow(c, now, admin)))
      .returning({ id: camps.id });
    const upcoming = await tx
      .insert(upcomingCamps)
      .values(DEMO_UPCOMING_CAMPS.map((c) => campRow(c, now, admin)))
      .returning({ id: upcomingCamps.id });

    const likeRows = Object.entries(DEMO_LIKES).flatMap(([email, indexes]) =>
      indexes.map((i) => ({ campId: campIds[i]!.id, userId: byEmail.get(email)!.id })),
    );
    await tx.insert(campLikes).values(likeRows);
    await tx.insert(reviews).values(
      DEMO_REVIEWS.map(([email, i, rating, comment]) => ({
        campId: campIds[i]!.id,
        userId: byEmail.get(email)!.id,
        rating,
        comment,
      })),
    );
    await tx.execute(sql`update ${camps} m set
      likes = (select count(*) from ${campLikes} l where l.meal_id = m.id),
      reviews_count = (select count(*) from ${reviews} r where r.meal_id = m.id),
      rating_total = coalesce((select sum(r.rating) from ${reviews} r where r.meal_id = m.id), 0)`);

    // One statement, in arrival order: queue_no (the waitlist's order) follows the rows.
    await tx
      .insert(joinRequests)
      .values(
        DEMO_REQUESTS.map(([email, i, status]) => ({ campId: campIds[i]!.id, userId: byEmail.get(email)!.id, status })),
      );
    await tx.execute(sql`update ${camps} m set
      seats_taken = (select count(*) from ${joinRequests} r where r.meal_id = m.id and r.status in ('pending', 'delivered')),
      waitlist_count = (select count(*) from ${joinRequests} r where r.meal_id = m.id and r.status = 'waitlisted')`);
    await tx.insert(notifications).values(
      demoNotifications(
        DEMO_REQUESTS,
        (i) => ({ id: campIds[i]!.id, title: DEMO_CAMPS[i]!.title }),
        (email) => byEmail.get(email)!.id,
      ),
    );
    const sara = byEmail.get("sara@medcamp.dev")!;
    const omar = byEmail.get("omar@medcamp.dev")!;
    await tx.insert(upcomingCampLikes).values([
      { upcomingCampId: upcoming[0]!.id, userId: sara.id },
      { upcomingCampId: upcoming[0]!.id, userId: omar.id },
      { upcomingCampId: upcoming[1]!.id, userId: omar.id },
    ]);
    await tx.execute(sql`update ${upcomingCamps} u set
      likes = (select count(*) from ${upcomingCampLikes} l where l.upcoming_meal_id = u.id)`);

    await tx.insert(payments).values(
      userRows
        .filter((u) => u.badge)
        .map((u) => ({
          userId: u.id,
          email: u.email,
          price: PACKAGE_PRICES[u.badge!]!,
          transactionId: `demo_seed_${u.id}`,
          packageName: u.badge!,
          kind: "purchase",
          periodStart: period.startsAt,
          periodEnd: period.endsAt,
          createdAt: period.startsAt,
        })),
    );
    await tx.insert(subscriptions).values(
      userRows
        .filter((u) => u.badge)
        .map((u) => ({
          userId: u.id,
          packageName: u.badge!,
          ...period,
          dueAt: period.endsAt,
          cardLast4: "4242",
          updatedAt: period.startsAt,
        })),
    );
    return { seeded: true };
  });
}
