// Issue 20: renewals are background work that "a kill -9 loses nothing, and with two instances on one PostgreSQL each
// job runs once". Two real server processes share a fresh PostgreSQL database holding 800 subscriptions that are
// due; both sweeps renew them at once, and one server is killed with SIGKILL in the middle of it and started again.
// In the end every subscription has renewed exactly once: one renewal payment, one receipt, the period moved once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres, queryRows } from "../apps/server/src/db/client.ts";
import { subscriptions, users } from "../apps/server/src/db/schema/index.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../apps/server/src/test/postgres-test-database.ts";
import { POSTGRES_ADMIN_URL, postgresReachable } from "./harness/postgres.ts";
import { freePort, type RunningServer, startServer } from "./harness/server-process.ts";

const ADMIN_URL = POSTGRES_ADMIN_URL;
const SUBSCRIBERS = 800;
const DAY_MS = 86_400_000;

const pgUp = await postgresReachable();
if (!pgUp) console.warn(`PostgreSQL is not reachable at ${ADMIN_URL}: the renewal kill test is skipped.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!pgUp)("renewals across two servers, one of them killed with SIGKILL mid-sweep", () => {
  let name = "";
  let url = "";
  let database: Database;
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-renewal-")));
  const servers: RunningServer[] = [];
  let env: Record<string, string>;
  const endedAt = new Date(Date.now() - 60_000);

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]!.n;
  const renewals = () => count(sql`select count(*)::int as n from payment where kind = 'renewal'`);

  beforeAll(async () => {
    ({ name, url } = await createEmptyTestDatabase(ADMIN_URL, "medcamp_renewals"));
    env = {
      DATABASE_URL: url,
      SEED_DEMO: "false",
      JOB_POLL_MS: "50",
      BETTER_AUTH_SECRET: "renewals-secret-renewals-secret-01234567",
      CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
    };
    // The first server migrates the empty database; the subscribers are written before any sweep can see them due
    // because it is stopped again first.
    const first = await startServer(dirs[0]!, { port: await freePort(), env });
    await first.stop();
    database = openPostgres(url, 2);
    const people = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      id: randomUUID(),
      name: `Renewing ${i}`,
      email: `renewing-${i}@example.org`,
      badge: "Gold",
      badgeUntil: endedAt,
    }));
    for (let i = 0; i < people.length; i += 500) await database.db.insert(users).values(people.slice(i, i + 500));
    const rows = people.map((p) => ({
      userId: p.id,
      packageName: "Gold",
      startsAt: new Date(endedAt.getTime() - 30 * DAY_MS),
      endsAt: endedAt,
      dueAt: endedAt,
      cardLast4: "4242",
    }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(subscriptions).values(rows.slice(i, i + 500));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (name) await dropTestDatabase(ADMIN_URL, name);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renews each subscription once: one payment, one receipt, the period moved once", async () => {
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([0, 1].map((i) => startServer(dirs[i]!, { port: ports[i], env })))));
    // Kill the first server as soon as the sweeps have committed some renewals but not all of them.
    let seen = 0;
    for (let i = 0; i < 600 && (seen === 0 || seen === SUBSCRIBERS); i += 1) {
      seen = await renewals();
      if (seen === 0) await sleep(10);
    }
    expect(seen, "renewals seen before the kill").toBeGreaterThan(0);
    expect(seen, "renewals seen before the kill").toBeLessThan(SUBSCRIBERS);
    const how = await servers[0]!.kill("SIGKILL");
    expect(how).toContain("SIGKILL");
    servers[0] = await startServer(dirs[0]!, { port: ports[0], env });
    for (let i = 0; i < 1_200 && (await renewals()) < SUBSCRIBERS; i += 1) await sleep(100);
    await sleep(500); // a few more passes of both sweeps: nothing more may be charged
    expect(await renewals()).toBe(SUBSCRIBERS);
    expect(await count(sql`select count(distinct user_id)::int as n from payment where kind = 'renewal'`)).toBe(
      SUBSCRIBERS,
    );
    expect(
      await count(sql`select count(*)::int as n from mail_message where template = 'payment-receipt'`),
      "one receipt each",
    ).toBe(SUBSCRIBERS);
    const moved = await count(sql`select count(*)::int as n from subscription
      where starts_at = ${endedAt.toISOString()}::timestamptz and status = 'active' and due_at > now()`);
    expect(moved, "every period moved once, from where it ended").toBe(SUBSCRIBERS);
    expect(await count(sql`select count(*)::int as n from "user" where badge_until > now()`)).toBe(SUBSCRIBERS);
  }, 240_000);
});
