import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);
/** Printed with every run, so a failure can be replayed with FUZZ_SEED=<seed>. */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/** A cheap fingerprint of everything a request could change. */
const FINGERPRINT = sql`select
  (select count(*) from meal)::text || '|' || (select coalesce(sum(likes + reviews_count + rating_total), 0) from meal)
  || '|' || (select count(*) from meal_like) || '|' || (select count(*) from review)
  || '|' || (select coalesce(string_agg(md5(comment), ''), '') from review)
  || '|' || (select count(*) from meal_request) || '|' || (select count(*) filter (where status = 'delivered') from meal_request)
  || '|' || (select count(*) from upcoming_meal) || '|' || (select count(*) from upcoming_meal where status = 'pending')
  || '|' || (select count(*) from payment) || '|' || (select count(*) from payment_intent)
  || '|' || (select count(*) from "user") || '|' || (select count(*) filter (where role = 'admin') from "user")
  || '|' || (select count(*) filter (where badge is not null) from "user")
  || '|' || (select coalesce(string_agg(md5(title || price::text || image), ''), '') from meal) as f`;

const json = fc.jsonValue({ maxDepth: 3 });
const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("", " ", "null", "-1", "0", "1e309", "NaN", "%", "_", "\\", "' or 1=1 --", "<script>", "\u0000"),
  fc.string({ minLength: 3000, maxLength: 5000 }),
);
const body = fc.oneof(
  json,
  fc.dictionary(
    fc.constantFrom(
      "title",
      "price",
      "rating",
      "comment",
      "mealId",
      "id",
      "email",
      "userId",
      "status",
      "transactionId",
      "clientSecret",
      "likes",
      "role",
      "badge",
      "ingredients",
      "category",
      "image",
      "newComment",
      "reviewId",
      "upcomingMealId",
      "cardNumber",
      "expiry",
      "cvc",
      "name",
      "description",
    ),
    fc.oneof(json, weirdText),
  ),
);
const query = fc.dictionary(
  fc.constantFrom("page", "limit", "category", "priceRange", "sortBy", "search", "email", "username", "x"),
  weirdText,
);
const pathValue = fc.oneof(
  fc.uuid(),
  weirdText.filter((s) => s.length > 0 && s.length < 300),
  fc.emailAddress(),
);

describe("schema-driven fuzzing of every documented route", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let routes: Array<{ method: string; path: string }>;
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    [admin, student] = await Promise.all([
      signUp(t.app, { role: "admin", badge: "Gold", db: t.database.db }),
      signUp(t.app, { badge: "Silver", db: t.database.db }),
    ]);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => {
    console.log(`fuzzing sent ${requests} requests (FUZZ_SEED=${seed})`);
    return t.close();
  });

  async function fingerprint(): Promise<string> {
    return (await queryRows<{ f: string }>(t.database.db, FINGERPRINT))[0]!.f;
  }

  /** Sends one request; a refused request must say why in {message, code} and change nothing. */
  async function check(user: TestUser | null, options: InjectOptions) {
    const before = await fingerprint();
    const res = await injectAs(t.app, user, options);
    requests += 1;
    const where = `${options.method} ${options.url}`;
    expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const parsed = res.json() as { message?: unknown; code?: unknown };
      expect(typeof parsed.message, where).toBe("string");
      expect(typeof parsed.code, where).toBe("string");
      expect(res.body, where).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|select .+ from/i);
      expect(await fingerprint(), `${where} changed the database although refused`).toBe(before);
    }
  }

  it("never answers 5xx, always explains refusals, and refused requests change nothing", async () => {
    for (const route of routes) {
      const arbitrary = fc.record({
        params: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
        query,
        body,
        who: fc.constantFrom<"admin" | "student" | "anonymous">("admin", "student", "anonymous"),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ params, query: q, body: b, who }) => {
          let i = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(params[i++] ?? "")));
          const search = new URLSearchParams(
            Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
          const user = who === "admin" ? admin : who === "student" ? student : null;
          const withBody = route.method !== "GET" && route.method !== "DELETE" ? { payload: b as object } : {};
          await check(user, {
            method: route.method as "GET",
            url: `${path}${search ? `?${search}` : ""}`,
            ...withBody,
          });
        }),
        { numRuns: RUNS_PER_ROUTE, seed },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  }, 300_000);

  it("refuses malformed JSON, wrong content types and oversize bodies with a 4xx", async () => {
    const posts = routes.filter((r) => r.method === "POST" || r.method === "PATCH");
    for (const route of posts) {
      const url = route.path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      for (const payload of ['{"title": ', "[1,2", "\u0000", "null"]) {
        await check(admin, {
          method: route.method as "POST",
          url,
          payload,
          headers: { "content-type": "application/json" },
        });
      }
      await check(admin, {
        method: route.method as "POST",
        url,
        payload: "a=1",
        headers: { "content-type": "text/plain" },
      });
      await check(admin, { method: route.method as "POST", url, payload: { big: "x".repeat(70 * 1024) } });
    }
  });
});
