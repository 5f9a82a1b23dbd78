import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps, joinRequests } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { createSeatsRepository, type JoinOutcome, newWaitersPlaces, waitlistPositionSql } from "./seats-repository.ts";

/**
 * A join batch works its waiters' places out from the line's count per priority (not one count per waiter). Here
 * every place a batch answers must equal what `waitlistPositionSql` counts from the rows right after it, over
 * batches mixing priority packages (Platinum, Gold) with Silver and none, in orders that put a later arrival ahead.
 */
describe("the places a join batch gives its waiters", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function campers(prefix: string, count: number) {
    const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
    await t.database.db.execute(sql`insert into "user" (id, name, email, email_verified, role, badge)
      select id, id, id || '@example.org', true, 'student', (array['Platinum', 'Gold', 'Silver', null])[1 + n % 4]
      from unnest(${sql.raw(`array[${ids.map((id) => `'${id}'`).join(",")}]`)}::text[]) with ordinality as u(id, n)`);
    return ids;
  }

  it("equal the rows' own count after every batch", async () => {
    const db = t.database.db;
    const seats = createSeatsRepository();
    const mealId = await insertCamp(db, "Rush camp");
    await db.update(camps).set({ capacity: 3 }).where(eq(camps.id, mealId));
    const ids = await campers("place", 40);
    // Batches of 1, 7, 3, 12 and 17, each a shuffle of badges (the ids cycle through the four).
    const batches = [ids.slice(0, 1), ids.slice(1, 8), ids.slice(8, 11), ids.slice(11, 23), ids.slice(23)];
    let waitersSeen = 0;
    for (const batch of batches) {
      const { outcomes }: { outcomes: JoinOutcome[] } = await db.transaction(async (tx) =>
        seats.joinMany(tx, await seats.lockCamp(tx, mealId), batch.reverse(), new Date()),
      );
      const waited = outcomes.flatMap((o) =>
        typeof o === "object" && "status" in o && o.status === "waitlisted" ? [o] : [],
      );
      waitersSeen += waited.length;
      if (waited.length === 0) continue;
      const counted = await db
        .select({ id: joinRequests.id, position: waitlistPositionSql })
        .from(joinRequests)
        .where(
          inArray(
            joinRequests.id,
            waited.map((w) => w.id),
          ),
        );
      expect(Object.fromEntries(waited.map((w) => [w.id, w.position]))).toEqual(
        Object.fromEntries(counted.map((c) => [c.id, c.position])),
      );
    }
    expect(waitersSeen).toBe(37);
  });

  it("are, for a long mixed batch, what counting everyone ahead of each newcomer gives", () => {
    const line = [
      { priority: 0, n: 120 },
      { priority: 1, n: 30 },
    ];
    // 600 newcomers whose priorities follow no pattern a mistake could share (a fixed pseudo-random walk).
    const newcomers = Array.from({ length: 600 }, (_, i) => ({ id: `n${i}`, priority: (i * 7919) % 13 < 4 ? 1 : 0 }));
    const counted = newcomers.map((me, i) => {
      const ahead =
        line.filter((w) => w.priority >= me.priority).reduce((sum, w) => sum + w.n, 0) +
        newcomers.filter((o, j) => (j < i ? o.priority >= me.priority : o.priority > me.priority)).length;
      return [me.id, ahead + 1] as const;
    });
    expect(newWaitersPlaces(line, newcomers)).toEqual(new Map(counted));
  });
});
