import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openPostgres } from "../../db/client.ts";
import { mailMessages } from "../../db/schema/index.ts";
import { testConfig } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../../test/postgres-test-database.ts";
import { enqueueMail } from "./index.ts";
import { startSmtpTestServer, type SmtpTestServer, waitFor } from "./smtp-test-server.ts";

/**
 * Two server instances on one database: on PostgreSQL (TEST_DATABASE_URL) two apps with a connection pool each, as
 * two processes would have; on PGlite two apps on the one embedded database.
 */
async function twoHandles(): Promise<{ handles: [Database, Database]; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createTestDatabase();
    return { handles: [database, database], close: () => database.close() };
  }
  const { name, url } = await createEmptyTestDatabase(adminUrl, `medcamp_mail_${process.pid}`);
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

describe("two instances on one database (issue 19, item 1)", () => {
  let smtpA: SmtpTestServer;
  let smtpB: SmtpTestServer;
  let databases: Awaited<ReturnType<typeof twoHandles>>;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    [smtpA, smtpB, databases] = await Promise.all([startSmtpTestServer(), startSmtpTestServer(), twoHandles()]);
    // Each instance hands its mail to its own SMTP server, so every copy tells which instance sent it.
    apps = await Promise.all(
      [smtpA, smtpB].map(async (smtp, i) => {
        const app = await buildApp(testConfig({ SMTP_URL: smtp.url, JOB_POLL_MS: "10" }), {
          database: databases.handles[i] as Database,
          hashing: { threads: 1, queue: 8 },
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await databases?.close();
    await Promise.all([smtpA?.close(), smtpB?.close()]);
  });

  it("deliver each of 50 messages exactly once between them", async () => {
    const db = databases.handles[0].db;
    const subjects = Array.from({ length: 50 }, (_, i) => `Message ${i + 1} of 50`);
    await db.transaction(async (tx) => {
      for (const subject of subjects) {
        await enqueueMail(tx, { to: "many@example.org", subject, text: subject, html: `<p>${subject}</p>` });
      }
    });
    const delivered = () => [...smtpA.received, ...smtpB.received];
    await waitFor(() => delivered().length >= 50, 20_000);
    // Give any duplicate a moment to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const got = delivered().map((m) => m.subject ?? "");
    expect(got).toHaveLength(50);
    expect(new Set(got)).toEqual(new Set(subjects));
    const rows = await db.select().from(mailMessages);
    expect(rows.every((r) => r.state === "sent" && r.attempts === 1)).toBe(true);
    console.info(`instance A sent ${smtpA.received.length}, instance B sent ${smtpB.received.length}`);
  });
});
