import { MESSAGES } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { queryRows } from "../db/client.ts";
import { createTestApp, TEST_BASE_URL, type TestApp, testConfig } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";
import { freshIp, injectAs, signUp, type TestUser } from "../test/test-users.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function signUpFrom(app: FastifyInstance, ip: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: ip,
    payload: {
      email: `limited-${crypto.randomUUID().slice(0, 8)}@example.org`,
      password: "Limited1",
      name: "Limited Camper",
      image: "https://example.org/l.png",
    },
  });
}

/** A write: liking a camp. Refused writes (a second like, a join without a package) count too. */
async function like(app: FastifyInstance, user: TestUser | null, mealId: string, ip = "127.0.0.1") {
  return injectAs(app, user, { method: "POST", url: `/api/meals/${mealId}/like`, payload: {}, remoteAddress: ip });
}

function expectRateLimited(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MESSAGES.errors.tooManyRequests, code: "RATE_LIMITED" });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

/**
 * Two app instances on one database (as two servers on one PostgreSQL): `first` and `second` share the counters.
 * With `redisUrl` both count in Redis instead.
 */
function sharedLimitSuite(name: string, extraEnv: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    let second: FastifyInstance;
    let a: TestUser;
    let b: TestUser;
    const env = () => ({ WRITE_RATE_LIMIT: "4/60", AUTH_RATE_LIMIT: "2/60", ...extraEnv() });

    beforeAll(async () => {
      t = await createTestApp(env());
      second = await buildApp(testConfig(env()), { database: t.database });
      await second.ready();
      [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it("refuses a user's writes beyond the limit with 429, counted across both instances and all write routes", async () => {
      const [m1, m2] = await Promise.all([insertCamp(t.database.db), insertCamp(t.database.db)]);
      const statuses = [
        (await like(t.app, a, m1)).statusCode,
        (await like(second, a, m1)).statusCode, // a second like: refused, still counted
        (await injectAs(t.app, a, { method: "POST", url: "/api/meal/request", payload: { mealId: m2 } })).statusCode,
        (await like(second, a, m2)).statusCode,
      ];
      expect(
        statuses.every((s) => s < 500 && s !== 429),
        String(statuses),
      ).toBe(true);
      expectRateLimited(await like(t.app, a, await insertCamp(t.database.db)));
      expectRateLimited(await like(second, a, await insertCamp(t.database.db)));
      // Reads go on; another user's writes go on.
      expect((await injectAs(second, a, { method: "GET", url: "/api/meals" })).statusCode).toBe(200);
      expect((await like(second, b, m1)).statusCode).toBeLessThan(300);
    });

    it("limits anonymous writes per client address", async () => {
      const ip = freshIp();
      const mealId = await insertCamp(t.database.db);
      for (let i = 0; i < 4; i++) expect((await like(i % 2 ? second : t.app, null, mealId, ip)).statusCode).toBe(401);
      expectRateLimited(await like(second, null, mealId, ip));
      expect((await like(t.app, null, mealId, freshIp())).statusCode).toBe(401);
    });

    it("refuses sign-ups from one address beyond the limit with 429 {message, code}, across both instances", async () => {
      const ip = freshIp();
      expect((await signUpFrom(t.app, ip)).statusCode).toBe(200);
      expect((await signUpFrom(second, ip)).statusCode).toBe(200);
      const refused = await signUpFrom(t.app, ip);
      expect(refused.statusCode).toBe(429);
      const body = refused.json() as { message?: unknown; code?: unknown };
      expect(typeof body.message).toBe("string");
      expect(typeof body.code).toBe("string");
      expect((await signUpFrom(second, freshIp())).statusCode).toBe(200);
    });
  });
}

sharedLimitSuite("write and sign-up rate limits counted in the database", () => ({}));

describe("rate limits in the database", () => {
  it("keeps the write counters in the rate_limit table", async () => {
    const t = await createTestApp({ WRITE_RATE_LIMIT: "2/60" });
    try {
      const user = await signUp(t.app);
      await like(t.app, user, await insertCamp(t.database.db));
      const rows = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count from rate_limit where key = ${`write:user:${user.id}`}`,
      );
      expect(rows).toEqual([{ count: 1 }]);
    } finally {
      await t.close();
    }
  });
});

const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
const redisUp = await redis
  .connect()
  .then(() => true)
  .catch(() => false);
if (!redisUp) console.warn(`Redis is not reachable at ${REDIS_URL}: the Redis rate-limit tests are skipped.`);

describe.skipIf(!redisUp)("rate limits with REDIS_URL", () => {
  sharedLimitSuite("write and sign-up rate limits counted in Redis", () => ({ REDIS_URL }));

  it("puts the counters in Redis, not in the database", async () => {
    const t = await createTestApp({ REDIS_URL });
    try {
      const ip = freshIp();
      expect((await signUpFrom(t.app, ip)).statusCode).toBe(200);
      const user = await signUp(t.app);
      await like(t.app, user, await insertCamp(t.database.db));
      expect(await redis.get(`medcamp:write:user:${user.id}`)).toBe("1");
      expect(await redis.get(`medcamp:auth-rate:${ip}|/sign-up/email`)).toBe("1");
      const rows = await queryRows(t.database.db, sql`select key from rate_limit`);
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

afterAll(() => redis.quit().catch(() => undefined));
