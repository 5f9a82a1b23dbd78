import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";
import { apiDocumentChecker } from "../test/security/api-document-conformance.ts";
import { databaseFingerprint } from "../test/security/db-fingerprint.ts";
import { hostileValue, type JsonSchema, nearValid } from "../test/security/json-schema-arbitrary.ts";

/** Printed with every run, so a failure can be replayed with FUZZ_SEED=<seed>. */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const MIN_REQUESTS = process.env.FUZZ_RUNS ? 0 : 5_000;
/** Runs per route: FUZZ_RUNS, else as many as make MIN_REQUESTS over every route (the run stays bounded as routes grow). */
const runsPerRoute = (routes: number) => Number(process.env.FUZZ_RUNS ?? Math.ceil(MIN_REQUESTS / routes));
const UNLIMITED = { WRITE_RATE_LIMIT: "10000000/60", AUTH_RATE_LIMIT: "10000000/60" };
const STRIPE_ENV = {
  ...UNLIMITED,
  STRIPE_SECRET_KEY: "sk_test_fuzz",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fuzz",
  STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
  STRIPE_API_URL: "http://127.0.0.1:9",
};

/** One route to fuzz: its schemas (from the OpenAPI document the zod schemas generate, or written for hidden ones). */
interface Target {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
  stripe?: true;
  headers?: fc.Arbitrary<Record<string, string>>;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
}

const email: JsonSchema = { type: "string", format: "email", maxLength: 254 };
/** better-auth's own routes and the Stripe webhook are not in the OpenAPI document. */
const HIDDEN: Target[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    query: {},
    params: {},
    body: {
      type: "object",
      properties: {
        email,
        password: { type: "string", minLength: 6, maxLength: 128 },
        name: { type: "string", minLength: 1, maxLength: 100 },
        image: { type: "string", format: "uri" },
      },
      required: ["email", "password", "name", "image"],
    },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    query: {},
    params: {},
    body: { type: "object", properties: { email, password: { type: "string" } }, required: ["email", "password"] },
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    query: {},
    params: {},
    body: { type: "object", properties: { email, redirectTo: { type: "string" } }, required: ["email"] },
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    query: {},
    params: {},
    body: {
      type: "object",
      properties: { newPassword: { type: "string", minLength: 6, maxLength: 128 }, token: { type: "string" } },
      required: ["newPassword", "token"],
    },
  },
  {
    method: "POST",
    path: "/api/webhooks/stripe",
    query: {},
    params: {},
    stripe: true,
    headers: fc.record({ "stripe-signature": fc.oneof(fc.string(), fc.constant("t=1,v1=00")) }),
    body: {
      type: "object",
      properties: {
        id: { type: "string" },
        type: { enum: ["payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded"] },
        data: {
          type: "object",
          properties: {
            object: {
              type: "object",
              properties: { id: { type: "string" }, amount: { type: "integer" }, metadata: { type: "object" } },
            },
          },
        },
      },
      required: ["id", "type", "data"],
    },
  },
];

/** The schema with every `$ref` to a shared component replaced by the component itself. */
function inlineRefs(value: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, components));
  if (!value || typeof value !== "object") return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === "string") return inlineRefs(components[ref.replace("#/components/schemas/", "")], components);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inlineRefs(child, components)]));
}

function documentedTargets(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}): Target[] {
  const doc = inlineRefs(document, document.components?.schemas ?? {}) as typeof document;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      return {
        method: method.toUpperCase(),
        path,
        query: pick("query"),
        params: pick("path"),
        body: op.requestBody?.content?.["application/json"]?.schema,
      };
    }),
  );
}

/** Near-valid values for each named parameter, plus the odd unknown one. */
function parameters(schemas: Record<string, JsonSchema>) {
  const model = Object.fromEntries(
    Object.entries(schemas).map(([name, s]) => [name, fc.oneof({ weight: 3, arbitrary: nearValid(s) }, hostileValue)]),
  );
  return fc.record({ ...model, x: hostileValue }, { requiredKeys: [] });
}

const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

describe("schema-driven fuzzing of every route", () => {
  let t: TestApp;
  let stripe: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let targets: Target[];
  let requests = 0;
  const last = new Map<TestApp, string>();
  let conformance: Awaited<ReturnType<typeof apiDocumentChecker>>;

  beforeAll(async () => {
    [t, stripe] = await Promise.all([createTestApp(UNLIMITED), createTestApp(STRIPE_ENV)]);
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
    [admin, student] = await Promise.all([
      signUp(t.app, { role: "admin", badge: "Gold", db: t.database.db }),
      signUp(t.app, { badge: "Silver", db: t.database.db }),
    ]);
    targets = [...documentedTargets(t.app.swagger() as never), ...HIDDEN];
    conformance = await apiDocumentChecker(t.app);
  });
  afterAll(async () => {
    console.log(`fuzzing sent ${requests} requests (FUZZ_SEED=${seed})`);
    await Promise.all([t?.close(), stripe?.close()]);
  });

  /** Sends one request; a refused request must say why in {message, code} and change nothing. */
  async function check(server: TestApp, user: TestUser | null, options: InjectOptions, route: string) {
    const before = last.get(server) ?? (await databaseFingerprint(server.database.db));
    const res = await injectAs(server.app, user, options);
    const after = await databaseFingerprint(server.database.db);
    last.set(server, after);
    requests += 1;
    if (server === t) conformance.check(route, res);
    const where = `${options.method} ${options.url} ${asText(options.payload).slice(0, 200)}`;
    expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const parsed = res.json() as { message?: unknown; code?: unknown };
      expect(typeof parsed.message, where).toBe("string");
      expect(typeof parsed.code, where).toBe("string");
      expect(res.body, where).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|select .+ from/i);
      expect(after, `${where} changed the database although refused`).toBe(before);
    }
  }

  it("never answers 5xx, always explains refusals, and refused requests change nothing", async () => {
    for (const target of targets) {
      const server = target.stripe ? stripe : t;
      const arbitrary = fc.record({
        params: parameters(target.params),
        query: parameters(target.query),
        body: nearValid(target.body),
        headers: target.headers ?? fc.constant({}),
        who: fc.constantFrom<"admin" | "student" | "anonymous">("admin", "student", "anonymous"),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ params, query, body, headers, who }) => {
          const path = target.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            encodeURIComponent(asText((params as Record<string, unknown>)[name] ?? "x") || "x"),
          );
          const search = new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [k, asText(v)]),
          ).toString();
          const user = who === "admin" ? admin : who === "student" ? student : null;
          const withBody = target.method !== "GET" ? { payload: JSON.stringify(body) ?? "null" } : {};
          await check(
            server,
            user,
            {
              method: target.method as "GET",
              url: `${path}${search ? `?${search}` : ""}`,
              headers: { "content-type": "application/json", ...headers },
              ...withBody,
            },
            `${target.method} ${target.path}`,
          );
        }),
        { numRuns: runsPerRoute(targets.length), seed },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(Math.max(MIN_REQUESTS, targets.length * runsPerRoute(targets.length)));
    expect(conformance.problems, "answers the API document does not describe").toEqual([]);
  }, 900_000);

  it("refuses malformed JSON, huge arrays, deep nesting, wrong content types and oversize bodies with a 4xx", async () => {
    const deepArray = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const hugeArray = JSON.stringify({ ingredients: Array.from({ length: 25_000 }, () => 1), likes: [] });
    const tooBig = JSON.stringify({ ingredients: Array.from({ length: 20_000 }, () => "Nurse") });
    for (const target of targets.filter((r) => r.method !== "GET")) {
      const server = target.stripe ? stripe : t;
      const url = target.path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      const method = target.method as "POST";
      const route = `${target.method} ${target.path}`;
      for (const payload of ['{"title": ', "[1,2", "\u0000", "null", deepArray, deepObject, hugeArray, tooBig]) {
        await check(server, admin, { method, url, payload, headers: { "content-type": "application/json" } }, route);
      }
      await check(server, admin, { method, url, payload: "a=1", headers: { "content-type": "text/plain" } }, route);
      await check(server, admin, { method, url, payload: { big: "x".repeat(70 * 1024) } }, route);
    }
    expect(conformance.problems, "answers the API document does not describe").toEqual([]);
  }, 300_000);
});
