import { randomBytes } from "node:crypto";
import type { StationKind, StationRole } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { type Db, queryRows } from "../db/client.ts";
import { campStations, camps, sessions, staffAssignments, users } from "../db/schema/index.ts";
import { scheduleValues } from "../modules/camps/camp-schedule-sql.ts";
import { sessionCookie } from "./rush-data.ts";

/** The camp day's stations in order: every visit goes through each once. */
export const CAMP_DAY_STATIONS = [
  "registration",
  "vitals",
  "consultation",
  "pharmacy",
  "exit",
] as const satisfies readonly StationKind[];
export type CampDayStation = (typeof CAMP_DAY_STATIONS)[number];

/** Who works each station: the role its devices are signed in with. */
export const CAMP_DAY_ROLES: Record<CampDayStation, StationRole> = {
  registration: "desk",
  vitals: "nurse",
  consultation: "doctor",
  pharmacy: "pharmacist",
  exit: "volunteer",
};

export interface CampDayDevice {
  station: CampDayStation;
  role: StationRole;
  /** The `Cookie` header of the staff member signed in on the device: a live session of their own. */
  cookie: string;
}

export interface CampDaySetup {
  mealId: string;
  devices: CampDayDevice[];
  /** The organiser's id and `Cookie` header (an admin with a live session: the camp's exports are theirs). */
  admin: { id: string; cookie: string };
}

/** What the database holds for the camp day afterwards. */
export interface CampDayOutcome {
  visits: number;
  /** Visits with exactly one write in each of these stations' sections. */
  oneWriteEach: number;
  /** The sections' writes per station, all visits together. */
  writes: Record<string, number>;
  signed: number;
  /** Visits done, with their exit time. */
  exited: number;
  days: number;
  distinctTokens: number;
  minToken: number;
  maxToken: number;
  /** Visits with one step per station after registration, each left "done" (the last on exit). */
  fullSteps: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The camp day's setup, written straight into the database like the rush's (no sign-up): a camp running today with
 * the five stations, and `perStation` staff for each, each with a station role at the camp and a live session.
 */
export async function prepareCampDay(
  db: Db,
  {
    secret,
    session,
    perStation,
    tag = "campday",
  }: { secret: string; session: Config["session"]; perStation: number; tag?: string },
): Promise<CampDaySetup> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + Math.min(session.idleSeconds, session.maxAgeSeconds) * 1000);
  const adminId = `${tag}-admin`;
  await db.insert(users).values({
    id: adminId,
    name: "Camp Day Organiser",
    email: `${tag}-admin@example.org`,
    emailVerified: true,
    role: "admin",
  });
  const [camp] = await db
    .insert(camps)
    .values({
      title: "Camp Day Clinic",
      category: "3days",
      image: "/images/camps/cardiology.svg",
      ingredients: ["General Physician", "Registered Nurse", "Pharmacist"],
      description: "A free health camp's busiest day: a thousand walk-ins through five stations.",
      price: 0,
      postTime: new Date(now.getTime() - 500 * 60 * 60 * 1000),
      distributorName: "Camp Day Organiser",
      distributorEmail: `${tag}-admin@example.org`,
      addedBy: adminId,
      ...scheduleValues("3days", new Date(now.getTime() - DAY_MS).toISOString(), "Asia/Dhaka"),
      venue: "Upazila Health Complex",
      address: "Savar, Dhaka",
      city: "Dhaka",
      country: "Bangladesh",
      lat: 23.8583,
      lng: 90.2667,
      capacity: null,
    })
    .returning({ id: camps.id });
  const mealId = camp!.id;
  await db.insert(campStations).values(CAMP_DAY_STATIONS.map((kind, position) => ({ campId: mealId, kind, position })));
  const staff = CAMP_DAY_STATIONS.flatMap((station) =>
    Array.from({ length: perStation }, (_, k) => ({
      station,
      role: CAMP_DAY_ROLES[station],
      id: `${tag}-${station}-${k + 1}`,
    })),
  );
  await db.insert(users).values(
    staff.map((s, k) => ({
      id: s.id,
      name: `Camp Day ${s.role} ${k + 1}`,
      email: `${s.id}@example.org`,
      emailVerified: true,
    })),
  );
  await db.insert(staffAssignments).values(staff.map((s) => ({ userId: s.id, campId: mealId, role: s.role })));
  const signedIn = [...staff.map((s) => s.id), adminId];
  const tokens = signedIn.map(() => randomBytes(24).toString("base64url"));
  await db.insert(sessions).values(
    signedIn.map((userId, k) => ({
      id: `${userId}-session`,
      token: tokens[k]!,
      userId,
      expiresAt,
      createdAt: now,
      updatedAt: now,
      ipAddress: "127.0.0.1",
      userAgent: "medcamp-bench",
    })),
  );
  return {
    mealId,
    devices: staff.map((s, k) => ({ station: s.station, role: s.role, cookie: sessionCookie(tokens[k]!, secret) })),
    admin: { id: adminId, cookie: sessionCookie(tokens[staff.length]!, secret) },
  };
}

/** Reads the camp day back: visits, their writes per station section, signatures, exits, tokens and steps. */
export async function campDayOutcome(db: Db, mealId: string): Promise<CampDayOutcome> {
  const sections = CAMP_DAY_STATIONS.filter((s) => s !== "registration");
  const [visits] = await queryRows<{
    visits: number;
    exited: number;
    days: number;
    tokens: number;
    min_token: number | null;
    max_token: number | null;
  }>(
    db,
    sql`select count(*)::int as visits,
        count(*) filter (where state = 'done' and exited_at is not null)::int as exited,
        count(distinct day)::int as days, count(distinct token)::int as tokens,
        min(token)::int as min_token, max(token)::int as max_token
      from visit where meal_id = ${mealId}`,
  );
  const byStation = await queryRows<{ station: string; n: number }>(
    db,
    sql`select w.station, count(*)::int as n from visit_write w join visit v on v.id = w.visit_id
      where v.meal_id = ${mealId} group by w.station order by w.station`,
  );
  const stationList = sql.join(
    sections.map((s) => sql`${s}`),
    sql`, `,
  );
  const [each] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from visit v where v.meal_id = ${mealId} and (
        select count(*) filter (where w.station in (${stationList}))
          = ${sections.length}
          and count(distinct w.station) filter (where w.station in (${stationList})) = ${sections.length}
        from visit_write w where w.visit_id = v.id)`,
  );
  const [signed] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from visit_signature s join visit v on v.id = s.visit_id
      where v.meal_id = ${mealId}`,
  );
  const [steps] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from visit v where v.meal_id = ${mealId} and (
        select count(*) = ${sections.length}
          and count(distinct s.station) = ${sections.length}
          and count(*) filter (where s.outcome = 'done') = ${sections.length}
          and count(*) filter (where s.left_at is null) = 0
        from visit_step s where s.visit_id = v.id)`,
  );
  return {
    visits: visits?.visits ?? 0,
    oneWriteEach: each?.n ?? 0,
    writes: Object.fromEntries(byStation.map((s) => [s.station, s.n])),
    signed: signed?.n ?? 0,
    exited: visits?.exited ?? 0,
    days: visits?.days ?? 0,
    distinctTokens: visits?.tokens ?? 0,
    minToken: visits?.min_token ?? 0,
    maxToken: visits?.max_token ?? 0,
    fullSteps: steps?.n ?? 0,
  };
}
