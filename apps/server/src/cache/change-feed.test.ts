import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../db/client.ts";
import { insertCamp, insertUpcomingCamp } from "../test/test-camps.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { type ChangeFeed, type ChangeTopic, startChangeFeed } from "./change-feed.ts";

const TOPICS: ChangeTopic[] = ["camps", "camp-rows", "upcoming"];

describe("change feed (database triggers → NOTIFY → this instance)", () => {
  let database: Database;
  let feed: ChangeFeed;
  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startChangeFeed(database, { warn: () => {} });
  });
  afterAll(async () => {
    await feed.close();
    await database.close();
  });

  const stamps = () => Object.fromEntries(TOPICS.map((t) => [t, feed.stamp([t])]));
  /** Runs `write` and waits until some topic's stamp moves (PostgreSQL delivers notices asynchronously). */
  async function changedBy(write: () => Promise<unknown>): Promise<ChangeTopic[]> {
    const before = stamps();
    await write();
    await vi.waitFor(() => expect(stamps()).not.toEqual(before));
    await new Promise((resolve) => setTimeout(resolve, 50)); // let any further notice of the same commit arrive
    const after = stamps();
    return TOPICS.filter((t) => after[t] !== before[t]);
  }

  /** A camp whose own insert notice has already arrived, so it cannot be mistaken for a later change's. */
  async function settledCamp(): Promise<string> {
    let id = "";
    await changedBy(async () => (id = await insertCamp(database.db)));
    return id;
  }

  it("a new camp changes which camps exist and what lists show, not upcoming camps", async () => {
    expect(await changedBy(() => insertCamp(database.db))).toEqual(["camps", "camp-rows"]);
  });

  it("a counter change changes what lists show, not which camps match a filter", async () => {
    const id = await settledCamp();
    const topics = await changedBy(() => database.db.execute(sql`update meal set likes = likes + 1 where id = ${id}`));
    expect(topics).toEqual(["camp-rows"]);
  });

  it("a price change can move a camp in or out of a price filter", async () => {
    const id = await settledCamp();
    const topics = await changedBy(() => database.db.execute(sql`update meal set price = 99 where id = ${id}`));
    expect(topics).toEqual(["camps", "camp-rows"]);
  });

  it("reviews and reviewer names change what a camp shows", async () => {
    const id = await settledCamp();
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into "user" (id, name, email) values (gen_random_uuid()::text, 'Rita', gen_random_uuid() || '@example.org')
        returning id`,
    );
    const review = sql`insert into review (meal_id, user_id, rating, comment) values (${id}, ${user!.id}, 4, 'Good')`;
    expect(await changedBy(() => database.db.execute(review))).toEqual(["camp-rows"]);
    const rename = sql`update "user" set name = 'Rita B' where id = ${user!.id}`;
    expect(await changedBy(() => database.db.execute(rename))).toEqual(["camp-rows"]);
  });

  it("upcoming camps have their own topic", async () => {
    expect(await changedBy(() => insertUpcomingCamp(database.db))).toEqual(["upcoming"]);
  });

  it("a change that is rolled back changes nothing", async () => {
    const before = stamps();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update meal set likes = likes + 1`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stamps()).toEqual(before);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "caches nothing while its PostgreSQL connection is lost, and resumes once it is back",
    async () => {
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      await vi.waitFor(() => expect(feed.stamp(["camps"])).toBeUndefined());
      await vi.waitFor(() => expect(feed.stamp(["camps"])).toBeDefined(), { timeout: 10_000 });
      expect(await changedBy(() => insertCamp(database.db))).toEqual(["camps", "camp-rows"]);
    },
  );
});
