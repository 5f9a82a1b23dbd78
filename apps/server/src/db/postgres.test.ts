import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRequest } from "../plugins/rate-limit/rate-limit-repository.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../test/postgres-test-database.ts";
import { type Database, migrationsFolder, openPostgres, queryRows } from "./client.ts";

/**
 * PostgreSQL only (the CI run with TEST_DATABASE_URL): several servers on one database, its timeouts, the join
 * batches' pool and the rate limit's lazy commit.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("PostgreSQL connections", () => {
  let name: string;
  let url: string;
  const opened: Database[] = [];
  const open = (...args: Parameters<typeof openPostgres> extends [string, ...infer R] ? R : never) => {
    const database = openPostgres(url, ...args);
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    ({ name, url } = await createEmptyTestDatabase(adminUrl!, "medcamp_pgtest"));
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await dropTestDatabase(adminUrl!, name);
  });

  it("lets three servers that start together migrate one empty database without a race", async () => {
    const servers = [open(2), open(2), open(2)];
    await Promise.all(servers.map((s) => s.migrate()));
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const applied = await queryRows<{ n: number }>(
      servers[0]!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
  });

  it("cuts off a statement that runs longer than the statement timeout", async () => {
    const database = open(1, { statementTimeoutMs: 200, connectionTimeoutMs: 5_000 });
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "57014" }),
    });
  });

  it("sets a statement timeout and an idle-in-transaction timeout on every connection by default", async () => {
    const rows = await queryRows<{ s: string; i: string }>(
      open(1).db,
      sql`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
    );
    expect(rows).toEqual([{ s: "15s", i: "1min" }]);
  });

  it("runs the join batches on connections of their own, with the same timeouts", async () => {
    const database = open(1);
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A transaction holds the ordinary pool's one connection while the join batches' handle still answers.
    const busy = database.db.transaction(async () => {
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const rows = await queryRows<{ s: string }>(
      database.batchDb,
      sql`select current_setting('statement_timeout') as s`,
    );
    release();
    await busy;
    expect(rows).toEqual([{ s: "15s" }]);
  });

  it("counts a write against the rate limit with a lazy commit for that statement only", async () => {
    const database = open(1);
    await database.migrate();
    const key = `write:user:${crypto.randomUUID()}`;
    expect((await countRequest(database.db, key, 60_000)).current).toBe(1);
    expect((await countRequest(database.db, key, 60_000)).current).toBe(2);
    // The pool's one connection ran both upserts: its session still commits durably.
    const rows = await queryRows<{ mode: string }>(
      database.db,
      sql`select current_setting('synchronous_commit') as mode`,
    );
    expect(rows).toEqual([{ mode: "on" }]);
  });
});
