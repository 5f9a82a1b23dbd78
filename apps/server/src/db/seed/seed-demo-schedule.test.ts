import { CATEGORY_DAYS, type Category } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_HASH_COST } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { type Database, queryRows } from "../client.ts";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS } from "./demo-camps.ts";
import { DEMO_CITIES } from "./demo-places.ts";
import { DEMO_SCHEDULE } from "./demo-schedule.ts";
import { seedDemo } from "./seed-demo.ts";

// Late on 1 March in London is already 2 March in Dhaka and Kathmandu: the seeding day is each camp's own. New York
// and London move their clocks in the weeks after, so starts there fall on either side of a change.
const NOW = new Date("2031-03-01T23:30:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  title: string;
  category: Category;
  timezone: string;
  starts_ms: number;
  ends_ms: number;
  start_date: string;
  venue: string;
  address: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  capacity: number | null;
}

/** `YYYY-MM-DD HH:mm` on the wall clock of `timeZone`. */
function wallClock(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The day `days` after `now`'s day in `timeZone`, as `YYYY-MM-DD`. */
function dayAfter(timeZone: string, days: number): string {
  const [y, m, d] = wallClock(NOW.getTime(), timeZone).slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const columns = sql`title, category, timezone, extract(epoch from starts_at)::float8 * 1000 as starts_ms,
  extract(epoch from ends_at)::float8 * 1000 as ends_ms, start_date::text as start_date,
  venue, address, city, country, lat, lng, capacity`;

describe("demo seed: camps in time and place", () => {
  let database: Database;
  let camps: Row[];
  let upcoming: Row[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, NOW, TEST_HASH_COST);
    camps = await queryRows<Row>(database.db, sql`select ${columns} from meal`);
    upcoming = await queryRows<Row>(database.db, sql`select ${columns} from upcoming_meal`);
  });
  afterAll(() => database.close());

  it("dates every camp from the seeding moment: its start hour on its day, in its own zone, ending days later", () => {
    expect(camps).toHaveLength(DEMO_CAMPS.length);
    expect(upcoming).toHaveLength(DEMO_UPCOMING_CAMPS.length);
    for (const row of [...camps, ...upcoming]) {
      const schedule = DEMO_SCHEDULE[row.title]!;
      const city = DEMO_CITIES[schedule.city];
      const hour = String(schedule.startHour).padStart(2, "0");
      expect(row.timezone, row.title).toBe(city.timezone);
      expect(wallClock(row.starts_ms, row.timezone), row.title).toBe(
        `${dayAfter(city.timezone, schedule.startsInDays)} ${hour}:00`,
      );
      expect(row.start_date, row.title).toBe(dayAfter(city.timezone, schedule.startsInDays));
      const lastDay = dayAfter(city.timezone, schedule.startsInDays + CATEGORY_DAYS[row.category]);
      expect(wallClock(row.ends_ms, row.timezone), row.title).toBe(`${lastDay} ${hour}:00`);
    }
  });

  it("places every camp in its city, with its venue, coordinates and seats", () => {
    for (const row of [...camps, ...upcoming]) {
      const schedule = DEMO_SCHEDULE[row.title]!;
      const { timezone: _zone, ...city } = DEMO_CITIES[schedule.city];
      expect(row, row.title).toMatchObject({
        ...city,
        venue: schedule.venue,
        address: schedule.address,
        capacity: schedule.capacity,
      });
    }
  });

  it("spreads the starts over the next four months, with a few camps already ended and one under way", () => {
    const now = NOW.getTime();
    const ended = camps.filter((c) => c.ends_ms <= now);
    const underWay = camps.filter((c) => c.starts_ms <= now && c.ends_ms > now);
    expect(ended.length).toBeGreaterThanOrEqual(2);
    expect(underWay.length).toBeGreaterThanOrEqual(1);
    const ahead = [...camps, ...upcoming].filter((c) => c.starts_ms > now).map((c) => (c.starts_ms - now) / DAY_MS);
    expect(Math.min(...ahead)).toBeLessThan(14);
    expect(Math.max(...ahead)).toBeGreaterThan(100);
    expect(Math.max(...ahead)).toBeLessThanOrEqual(125);
    expect(new Set(camps.map((c) => c.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(camps.map((c) => c.timezone)).size).toBeGreaterThanOrEqual(6);
  });

  it("keeps every camp's seats taken and waitlist equal to its requests, within its capacity", async () => {
    const mismatches = await queryRows(
      database.db,
      sql`select m.title from meal m where
        m.seats_taken <> (select count(*) from meal_request r where r.meal_id = m.id and r.status in ('pending', 'delivered')) or
        m.waitlist_count <> (select count(*) from meal_request r where r.meal_id = m.id and r.status = 'waitlisted') or
        m.seats_taken > coalesce(m.capacity, m.seats_taken) or
        (m.waitlist_count > 0 and m.seats_taken < m.capacity)`,
    );
    expect(mismatches).toEqual([]);
  });

  it("shows one full camp with campers waiting, in the order they asked", async () => {
    const full = await queryRows<{ title: string; capacity: number; seats_taken: number; waitlist_count: number }>(
      database.db,
      sql`select title, capacity, seats_taken, waitlist_count from meal where waitlist_count > 0`,
    );
    expect(full).toEqual([
      { title: "Wildwood First Responder Course", capacity: 3, seats_taken: 3, waitlist_count: 2 },
    ]);
    const waiting = await queryRows<{ email: string }>(
      database.db,
      sql`select u.email from meal_request r join "user" u on u.id = r.user_id
        where r.status = 'waitlisted' order by r.queue_no`,
    );
    expect(waiting.map((w) => w.email)).toEqual(["ben@medcamp.dev", "mei@medcamp.dev"]);
    const [ended] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from meal_request r join meal m on m.id = r.meal_id where m.ends_at <= ${NOW.toISOString()}::timestamptz`,
    );
    expect(ended?.n).toBe(0);
  });
});
