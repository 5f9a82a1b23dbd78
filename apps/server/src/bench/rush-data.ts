import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { type Db, queryRows } from "../db/client.ts";
import { camps, sessions, users } from "../db/schema/index.ts";
import { scheduleValues } from "../modules/camps/camp-schedule-sql.ts";

const SESSION_COOKIE = "better-auth.session_token";
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RushSetup {
  mealId: string;
  /** One `Cookie` header per camper, each a live session of its own. */
  cookies: string[];
}

/** What the database holds for the rush camp afterwards, read from the rows as well as the counters. */
export interface RushOutcome {
  capacity: number | null;
  seatsTaken: number;
  waitlistCount: number;
  /** Request rows by status. */
  statuses: Record<string, number>;
  requests: number;
  distinctCampers: number;
  /** Waitlisted rows whose queue numbers are distinct (their positions are the rank of the queue number). */
  distinctQueueNumbers: number;
  /** Every seat went to someone who asked before everyone waiting. */
  firstComeFirstSeated: boolean;
}

/** The cookie better-auth reads: the token, a dot and its HMAC-SHA256 under the secret (better-call's format). */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The sell-out rush's setup, written straight into the database (no sign-up, so no password hashing): `campers`
 * students with a package, each with a live session as a fresh sign-in would leave it, and one camp of `seats` seats
 * that starts in a month. Ids carry `tag`, so the setup can run on a database that has users and camps already.
 */
export async function prepareRush(
  db: Db,
  {
    secret,
    session,
    campers,
    seats,
    tag = "rush",
  }: {
    secret: string;
    session: Config["session"];
    campers: number;
    seats: number;
    tag?: string;
  },
): Promise<RushSetup> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + Math.min(session.idleSeconds, session.maxAgeSeconds) * 1000);
  const adminId = `${tag}-admin`;
  await db.insert(users).values({
    id: adminId,
    name: "Rush Organiser",
    email: `${tag}-admin@example.org`,
    emailVerified: true,
    role: "admin",
  });
  const cookies: string[] = [];
  for (let from = 0; from < campers; from += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, campers - from) }, (_, k) => from + k + 1);
    await db.insert(users).values(
      ids.map((i) => ({
        id: `${tag}-camper-${i}`,
        name: `Rush Camper ${i}`,
        email: `${tag}-camper-${i}@example.org`,
        emailVerified: true,
        badge: "Gold",
      })),
    );
    const tokens = ids.map(() => randomBytes(24).toString("base64url"));
    await db.insert(sessions).values(
      ids.map((i, k) => ({
        id: `${tag}-session-${i}`,
        token: tokens[k]!,
        userId: `${tag}-camper-${i}`,
        expiresAt,
        createdAt: now,
        updatedAt: now,
        ipAddress: "127.0.0.1",
        userAgent: "medcamp-bench",
      })),
    );
    cookies.push(...tokens.map((token) => sessionCookie(token, secret)));
  }
  const startsAt = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  const [camp] = await db
    .insert(camps)
    .values({
      title: "Sell-out Rush Camp",
      category: "3days",
      image: "/images/camps/cardiology.svg",
      ingredients: ["Cardiologist", "Registered Nurse"],
      description: "Registration opens for a popular camp: everyone asks to join at once.",
      price: 0,
      // Neither the newest nor the oldest post: the list benches' first and last pages stay the generated camps.
      postTime: new Date(now.getTime() - 500 * 60 * 60 * 1000),
      distributorName: "Rush Organiser",
      distributorEmail: `${tag}-admin@example.org`,
      addedBy: adminId,
      ...scheduleValues("3days", startsAt, "Asia/Dhaka"),
      venue: "Bangabandhu International Conference Center",
      address: "Agargaon, Sher-e-Bangla Nagar",
      city: "Dhaka",
      country: "Bangladesh",
      lat: 23.7806,
      lng: 90.3755,
      capacity: seats,
    })
    .returning({ id: camps.id });
  return { mealId: camp!.id, cookies };
}

/** Reads the rush camp back: counters, request rows by status, and whether the waitlist's order is sound. */
export async function rushOutcome(db: Db, mealId: string): Promise<RushOutcome> {
  const [camp] = await queryRows<{ capacity: number | null; seats_taken: number; waitlist_count: number }>(
    db,
    sql`select capacity, seats_taken, waitlist_count from meal where id = ${mealId}`,
  );
  const byStatus = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from meal_request where meal_id = ${mealId} group by status order by status`,
  );
  const [rows] = await queryRows<{ requests: number; campers: number; queue_numbers: number; fair: boolean }>(
    db,
    sql`select count(*)::int as requests, count(distinct user_id)::int as campers,
        count(distinct queue_no) filter (where status = 'waitlisted')::int as queue_numbers,
        coalesce(max(queue_no) filter (where status in ('pending', 'delivered'))
          < min(queue_no) filter (where status = 'waitlisted'), true) as fair
      from meal_request where meal_id = ${mealId}`,
  );
  return {
    capacity: camp?.capacity ?? null,
    seatsTaken: camp?.seats_taken ?? 0,
    waitlistCount: camp?.waitlist_count ?? 0,
    statuses: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
    requests: rows?.requests ?? 0,
    distinctCampers: rows?.campers ?? 0,
    distinctQueueNumbers: rows?.queue_numbers ?? 0,
    firstComeFirstSeated: rows?.fair ?? false,
  };
}
