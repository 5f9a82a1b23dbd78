import type { MealDetail } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { campCounterMismatches } from "../test/test-camps.ts";
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

  it("makes camps the API serves like any other (valid ids, the spec's shape)", async () => {
    const [camp] = await queryRows<{ id: string }>(t.database.db, sql`select id from meal order by id limit 1`);
    const res = await t.app.inject({ method: "GET", url: `/api/meals/${camp!.id}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as MealDetail)._id).toBe(camp!.id);
  });
});
