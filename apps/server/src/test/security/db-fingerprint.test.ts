import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { insertCamp } from "../test-camps.ts";
import { createTestDatabase } from "../test-database.ts";
import { databaseFingerprint } from "./db-fingerprint.ts";

/** The matrix and the fuzzer trust this digest to see any change a refused request made: it must, and only then. */
describe("the database fingerprint", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const fingerprint = () => databaseFingerprint(database.db);
  const run = (statement: string) => database.db.execute(sql.raw(statement));

  it("changes with every committed insert, update, delete and truncate, and reads the same data the same", async () => {
    const empty = await fingerprint();
    expect(await fingerprint()).toBe(empty);

    const campId = await insertCamp(database.db);
    const added = await fingerprint();
    expect(added).not.toBe(empty);

    await run(`update meal set title = 'Renamed' where id = '${campId}'`);
    const renamed = await fingerprint();
    expect(renamed).not.toBe(added);

    // Written back as it was: the same data, the same digest.
    await run(`update meal set title = title where id = '${campId}'`);
    expect(await fingerprint()).toBe(renamed);

    await run(`delete from meal where id = '${campId}'`);
    expect(await fingerprint()).toBe(empty);

    await insertCamp(database.db);
    expect(await fingerprint()).not.toBe(empty);
    await run("truncate meal cascade");
    expect(await fingerprint()).toBe(empty);
  });

  it("ignores a change that was rolled back, and the rate-limit counters", async () => {
    const before = await fingerprint();
    await database.db
      .transaction(async (tx) => {
        await insertCamp(tx as unknown as typeof database.db);
        tx.rollback();
      })
      .catch(() => {});
    expect(await fingerprint()).toBe(before);
    await run("insert into rate_limit (id, key, count, last_request) values ('fp', 'fp', 1, 0)");
    expect(await fingerprint()).toBe(before);
  });

  it("sees a change to any of its tables, whole rows included", async () => {
    const before = await fingerprint();
    await run(`insert into "user" (id, name, email) values ('fp-user', 'Finger Print', 'fp@example.org')`);
    const withUser = await fingerprint();
    expect(withUser).not.toBe(before);
    await run(`update "user" set image = 'https://example.org/new.png' where id = 'fp-user'`);
    expect(await fingerprint()).not.toBe(withUser);
  });
});
