import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Db, queryRows } from "../db/client.ts";
import { createTestApp, type TestApp, testConfig } from "../test/test-app.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { createVersionedCache } from "./versioned-cache.ts";
import { type Caching, sendPublicAnswer } from "./public-answer.ts";
import { type CachedJson, toCachedJson } from "./http-cache.ts";
import { z } from "zod";

type Doc = { paths: Record<string, Record<string, { "x-cached-reads"?: string[] }>> };

/** Every route whose shared cached answer reads a table, as the API document lists them (`x-cached-reads`). */
async function cachedRoutes(app: FastifyInstance): Promise<Record<string, string[]>> {
  const doc = (await app.inject({ url: "/api/openapi.json" })).json() as Doc;
  return Object.fromEntries(
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op["x-cached-reads"])
        .map(([method, op]) => [`${method.toUpperCase()} ${path}`, op["x-cached-reads"]!]),
    ),
  );
}

/** The tables whose changes NOTIFY the change feed (ADR 006), read from the database itself. */
async function tablesWithChangeTrigger(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ table: string }>(
    db,
    sql`select distinct c.relname as "table" from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname = 'medcamp_notify_change'`,
  );
  return new Set(rows.map((r) => r.table));
}

/** "route reads table" for every declared table that has no change trigger: such an answer could go stale. */
async function unguardedReads(app: FastifyInstance, db: Db): Promise<string[]> {
  const triggered = await tablesWithChangeTrigger(db);
  return Object.entries(await cachedRoutes(app)).flatMap(([route, tables]) =>
    tables.filter((table) => !triggered.has(table)).map((table) => `${route} reads ${table}`),
  );
}

describe("cached answers follow every table they read", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the cached routes with the tables they read", async () => {
    expect(await cachedRoutes(t.app)).toEqual({
      "GET /api/meals": ["meal"],
      "GET /api/meal-cities": ["meal"],
      "GET /api/meals/{id}": ["meal", "review", "user"],
      "GET /api/upcoming-meals": ["upcoming_meal"],
    });
  });

  it("has a change trigger on every table a cached route reads", async () => {
    expect(await unguardedReads(t.app, t.database.db)).toEqual([]);
  });

  it("fails for a route that caches a read of a table without a trigger, and refuses one that declares nothing", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database });
    // The probe routes need no change feed or front door of their own: they only show what the check sees.
    const probeCaching = {
      feed: { stamp: () => "1", bumpAll: () => {}, close: async () => {} },
      front: { serve: () => false, remember: () => {}, close: () => {} },
    } satisfies Caching;
    const cache = createVersionedCache<CachedJson>(probeCaching.feed, ["camps"], 10);
    const answer = async () => toCachedJson(z.object({ ok: z.boolean() }), { ok: true });
    app.get("/api/probe-requests", { config: { cachedReads: ["meal_request"] } }, (request, reply) =>
      sendPublicAnswer(request, reply, probeCaching, cache, "requests", answer),
    );
    app.get("/api/probe-undeclared", (request, reply) =>
      sendPublicAnswer(request, reply, probeCaching, cache, "undeclared", answer),
    );
    await app.ready();
    try {
      expect(await unguardedReads(app, database.db)).toEqual(["GET /api/probe-requests reads meal_request"]);
      expect((await app.inject({ url: "/api/probe-undeclared" })).statusCode).toBe(500);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
