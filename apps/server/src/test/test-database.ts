import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openPostgres, pgliteOptions, wrapPglite } from "../db/client.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "./postgres-test-database.ts";

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const { name, url } = await createEmptyTestDatabase(adminUrl, `medcamp_test_${process.pid}`);
  const database = openPostgres(url, 5);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropTestDatabase(adminUrl, name);
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
