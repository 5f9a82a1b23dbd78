import type { MealListResponse } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";

// Pages in the back half are read from the other end of the index and put back in order (repository.page);
// whichever end a page comes from, the pages must add up to the one true order, ties included.
describe("GET /api/meals paging from either end", () => {
  let t: TestApp;
  const CAMPS = 23;
  const LIMIT = 4;

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < CAMPS; i++) await insertCamp(t.database.db, `Paging Camp ${i}`);
    // Few distinct values, so every sort has ties that only the id can break.
    await t.database.db.execute(sql`update meal set
      likes = (abs(hashtext(id::text)) % 3),
      reviews_count = (abs(hashtext(id::text || 'r')) % 2),
      post_time = timestamp '2026-01-01' + (abs(hashtext(id::text || 'p')) % 4) * interval '1 day'`);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/meals?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as MealListResponse;
  };

  it.each(["", "&sortBy=likes", "&sortBy=reviewsCount", "&category=3days&sortBy=likes"])(
    "pages of %s add up to the whole list in order",
    async (params) => {
      const whole = await list(`limit=50${params}`);
      const pages = Math.ceil(whole.meals.length / LIMIT);
      const paged = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await list(`limit=${LIMIT}&page=${page}${params}`);
        expect(answer.totalPages).toBe(pages);
        paged.push(...answer.meals.map((m) => m._id));
      }
      expect(paged).toEqual(whole.meals.map((m) => m._id));
      expect((await list(`limit=${LIMIT}&page=${pages + 1}${params}`)).meals).toEqual([]);
    },
  );
});
