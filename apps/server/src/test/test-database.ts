import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPostgres, pgliteOptions, wrapPglite } from "../db/client.ts";

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const name = `medcamp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its sockets are closed; let the backends leave on their own first, so the
      // forced drop does not kill them mid-goodbye (an unhandled FATAL 57P01 in the test run).
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated, real database for one test file: a copy of the migrated PGlite snapshot, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl);
  const snapshot = fs.readFileSync(inject("pgliteSnapshotPath"));
  const client = new PGlite({ ...pgliteOptions, loadDataDir: new Blob([snapshot]) });
  await client.waitReady;
  return wrapPglite(client);
}
