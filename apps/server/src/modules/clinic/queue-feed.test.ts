import type { Queue } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { testConfig } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { twoHandles } from "../../test/two-instances.ts";
import { createQueueFeed, QUEUE_CHANNEL } from "./queue-feed.ts";

/**
 * Issue 39: a station's queue changes on every device of the camp, across server instances. A device reads the
 * queue with the version it shows (`known`); the answer waits for a change on any instance. On PostgreSQL (server-pg)
 * the two instances have pools of their own; on PGlite they share the one embedded database.
 */
describe("the live queue across two instances", () => {
  let close: () => Promise<void>;
  let apps: [FastifyInstance, FastifyInstance];
  let nurse: TestUser;
  let desk: TestUser;
  let mealId: string;
  let databases: Awaited<ReturnType<typeof twoHandles>>;

  beforeAll(async () => {
    databases = await twoHandles("queue_feed");
    const built = await Promise.all(
      databases.handles.map(async (database: Database) => {
        const app = await buildApp(testConfig(), { database, hashing: { threads: 1, queue: 8 } });
        await app.ready();
        return app;
      }),
    );
    apps = [built[0]!, built[1]!];
    close = async () => {
      await Promise.all(apps.map((app) => app.close()));
      await databases.close();
    };
    const db = databases.handles[0].db;
    const admin = await signUp(apps[0], { role: "admin", db });
    [nurse, desk] = await Promise.all([
      signUp(apps[0], { name: "Queue Nurse" }),
      signUp(apps[0], { name: "Queue Desk" }),
    ]);
    mealId = await insertCamp(db, "Live Queue Camp");
    for (const [user, role] of [
      [nurse, "nurse"],
      [desk, "desk"],
    ] as const) {
      await injectAs(apps[0], admin, {
        method: "POST",
        url: "/api/make-staff",
        payload: { userId: user.id, mealId, role },
      });
    }
  });
  afterAll(() => close?.());

  const queueOn = async (app: FastifyInstance, known?: string) => {
    const url = `/api/meals/${mealId}/queue?station=vitals${known ? `&known=${known}` : ""}`;
    const res = await injectAs(app, nurse, { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Queue;
  };

  // Without the notice the waiting read would answer only after 25 s: this test's 15 s limit fails it.
  it("answers a waiting read on one instance when the desk registers on the other", { timeout: 15_000 }, async () => {
    const before = await queueOn(apps[0]);
    const waiting = queueOn(apps[0], before.version);
    const person = { name: "Seen Everywhere", sex: "female", ageYears: 33 };
    const registered = await injectAs(apps[1], desk, {
      method: "POST",
      url: `/api/meals/${mealId}/visits`,
      payload: { person, consent: { care: true, followUp: false, keep: false } },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const after = await waiting;
    expect(after.version).not.toBe(before.version);
    expect(after.entries.map((e) => e.name)).toContain("Seen Everywhere");
  });

  it("answers at once when the device's version is already out of date", async () => {
    const now = await queueOn(apps[1]);
    expect(await queueOn(apps[1], "stale-version")).toEqual(now);
  });

  it("wakes the screens of the stations a change touched, not the camp's other screens", async () => {
    // A feed of its own on the second instance's database: the notice crosses instances on PostgreSQL.
    const feed = createQueueFeed(databases.handles[1], { warn: () => {} });
    const woken: string[] = [];
    let vitalsWoken!: () => void;
    const vitalsSeen = new Promise<void>((resolve) => (vitalsWoken = resolve));
    const stops = [
      feed.subscribe(mealId, "vitals", () => {
        woken.push("vitals");
        vitalsWoken();
      }),
      feed.subscribe(mealId, "pharmacy", () => woken.push("pharmacy")),
      feed.subscribe("another-camp", "vitals", () => woken.push("another camp")),
    ];
    // Until it listens, no read of a queue can be trusted to be current (a read shared between screens is not).
    expect(feed.changedAt(mealId, "vitals")).toBe(Number.POSITIVE_INFINITY);
    try {
      // The feed's LISTEN starts with its first subscriber: a probe's notice, sent until it arrives, shows it runs.
      let listening = false;
      stops.push(feed.subscribe("probe", "probe", () => (listening = true)));
      while (!listening) {
        await databases.handles[0].db.execute(sql`select pg_notify(${QUEUE_CHANNEL}, 'probe probe')`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const beforeNotice = performance.now();
      expect(feed.changedAt(mealId, "vitals")).toBeLessThan(beforeNotice);
      const registered = await injectAs(apps[0], desk, {
        method: "POST",
        url: `/api/meals/${mealId}/visits`,
        payload: {
          person: { name: "Vitals Only", sex: "male", ageYears: 50 },
          consent: { care: true, followUp: false, keep: false },
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      await vitalsSeen;
      // The station the notice named changed after the registration; another station's reads are still current.
      expect(feed.changedAt(mealId, "vitals")).toBeGreaterThan(beforeNotice);
      expect(feed.changedAt(mealId, "pharmacy")).toBeLessThan(beforeNotice);
      // One notice wakes its stations' screens together, so by now a wrongly woken pharmacy screen would be listed.
      expect(woken).toEqual(["vitals"]);
    } finally {
      stops.forEach((stop) => stop());
      await feed.close();
    }
  });
});
