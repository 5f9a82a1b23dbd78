import type { MealDetail } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { campCounterMismatches } from "../test/test-camps.ts";
import { endsAtSql, startDateSql } from "../modules/camps/camp-schedule-sql.ts";
import { BENCH_CITIES } from "./bench-cities.ts";
import { generateBenchData } from "./generate-data.ts";

describe("benchmark data generator (npm run bench:data), at a small size", () => {
  let t: TestApp;
  const size = { camps: 40, users: 12, likesPerUser: 5, reviewsPerUser: 3 };
  beforeAll(async () => {
    t = await createTestApp();
    await generateBenchData(t.database.db, size);
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

  it("makes the rows asked for, one like and one review per user and camp at most", async () => {
    expect(await count("meal")).toBe(size.camps);
    expect(await count(`"user"`)).toBe(size.users);
    expect(await count("meal_like")).toBe(size.users * size.likesPerUser);
    expect(await count("review")).toBe(size.users * size.reviewsPerUser);
  });

  it("keeps every camp's counters equal to its rows", async () => {
    expect(await campCounterMismatches(t.database.db)).toEqual([]);
  });

  it("dates, places and seats every camp: starts over a year around now, twenty cities, end and start day derived", async () => {
    const days = sql`(case category when '3days' then 3 when '7days' then 7 else 10 end)`;
    const [row] = await queryRows<{
      undated: number;
      derived_wrong: number;
      cities: number;
      zones: number;
      unlimited: number;
      first_day: number;
      last_day: number;
      seats: number;
    }>(
      t.database.db,
      sql`select
        count(*) filter (where starts_at is null or timezone is null or venue is null or address is null
          or city is null or country is null or lat is null or lng is null)::int as undated,
        count(*) filter (where ends_at is distinct from ${endsAtSql(sql`starts_at`, sql`timezone`, days)}
          or start_date is distinct from ${startDateSql(sql`starts_at`, sql`timezone`)})::int as derived_wrong,
        count(distinct city)::int as cities, count(distinct timezone)::int as zones,
        count(*) filter (where capacity is null)::int as unlimited,
        min(extract(epoch from starts_at - now()) / 86400)::float8 as first_day,
        max(extract(epoch from starts_at - now()) / 86400)::float8 as last_day,
        sum(seats_taken + waitlist_count)::int as seats
      from meal`,
    );
    expect(row).toMatchObject({ undated: 0, derived_wrong: 0, cities: BENCH_CITIES.length, seats: 0 });
    expect(row!.zones).toBeGreaterThanOrEqual(15);
    expect(row!.unlimited).toBeGreaterThan(0);
    expect(row!.unlimited).toBeLessThan(size.camps);
    expect(row!.first_day).toBeLessThan(-60);
    expect(row!.last_day).toBeGreaterThan(60);
  });

  it("makes camps the API serves like any other (valid ids, the spec's shape)", async () => {
    const [camp] = await queryRows<{ id: string }>(t.database.db, sql`select id from meal order by id limit 1`);
    const res = await t.app.inject({ method: "GET", url: `/api/meals/${camp!.id}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as MealDetail)._id).toBe(camp!.id);
  });
});
