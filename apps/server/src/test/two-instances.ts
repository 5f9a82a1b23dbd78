import { buildApp } from "../app.ts";
import { type Database, openPostgres } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";
import { startSmtpTestServer } from "./smtp-test-server.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "./postgres-test-database.ts";
import { testConfig } from "./test-app.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * Two server instances' database handles on one database: on PostgreSQL (TEST_DATABASE_URL) a fresh database with a
 * connection pool per handle, as two processes would have; on PGlite the one embedded database twice.
 */
export async function twoHandles(label: string): Promise<{ handles: [Database, Database]; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createTestDatabase();
    return { handles: [database, database], close: () => database.close() };
  }
  const { name, url } = await createEmptyTestDatabase(adminUrl, `medcamp_${label}_${process.pid}`);
  const a = openPostgres(url, 5);
  await a.migrate();
  const b = openPostgres(url, 5);
  return {
    handles: [a, b],
    async close() {
      await Promise.all([a.close(), b.close()]);
      await dropTestDatabase(adminUrl, name);
    },
  };
}

/**
 * Two mailing server instances on one database (twoHandles), each handing its mail to an SMTP server of its own, so
 * every received copy tells which instance sent it. Workers poll every 50 ms.
 */
export async function startTwoMailingInstances(label: string, clock?: Clock) {
  const [smtpA, smtpB, databases] = await Promise.all([
    startSmtpTestServer(),
    startSmtpTestServer(),
    twoHandles(label),
  ]);
  const smtp = [smtpA, smtpB] as const;
  const apps = await Promise.all(
    smtp.map(async (server, i) => {
      const app = await buildApp(testConfig({ SMTP_URL: server.url, JOB_POLL_MS: "50" }), {
        database: databases.handles[i] as Database,
        hashing: { threads: 1, queue: 8 },
        ...(clock ? { clock } : {}),
      });
      await app.ready();
      return app;
    }),
  );
  return {
    handles: databases.handles,
    /** Every message either SMTP server received. */
    received: () => [...smtpA.received, ...smtpB.received],
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await databases.close();
      await Promise.all(smtp.map((server) => server.close()));
    },
  };
}
