import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrationsFolder, openPostgres, queryRows } from "./client.ts";

/** PostgreSQL only (the CI run with TEST_DATABASE_URL): several servers on one database, and its timeouts. */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("PostgreSQL connections", () => {
  const name = `medcamp_pgtest_${Math.random().toString(36).slice(2, 10)}`;
  let url: string;
  const opened: Database[] = [];
  const open = (...args: Parameters<typeof openPostgres> extends [string, ...infer R] ? R : never) => {
    const database = openPostgres(url, ...args);
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
