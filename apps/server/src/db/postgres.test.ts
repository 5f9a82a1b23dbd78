import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyTestDatabase, dropTestDatabase } from "../test/postgres-test-database.ts";
import { type Database, migrationsFolder, openPostgres, queryRows } from "./client.ts";

/** PostgreSQL only (the CI run with TEST_DATABASE_URL): several servers on one database, and its timeouts. */
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
});
