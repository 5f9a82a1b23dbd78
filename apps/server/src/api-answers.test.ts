import { API_ANSWERS } from "@medcamp/contract";
import type { onRouteHookHandler } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/** Each route's success answer schemas, as the app registers its routes (a listener, not a mocked module). */
const answers: { route: string; status: string; schema: unknown }[] = [];
const onRoute: onRouteHookHandler = (route) => {
  const methods = [route.method].flat().filter((m) => m !== "HEAD");
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(responses)) {
    if (!/^2/.test(status)) continue;
    for (const method of methods) answers.push({ route: `${method} ${route.url}`, status, schema });
  }
};

/**
 * A file (CSV, iCalendar) rather than JSON: API_ANSWERS leaves these out. Its answer is a string, declared alone or as
 * the schema of a content type (`{ description, content: { "text/csv": { schema } } }`).
 */
const isFile = (schema: unknown): boolean =>
  schema instanceof z.ZodString ||
  Object.values((schema as { content?: Record<string, { schema?: unknown }> }).content ?? {}).some((c) =>
    isFile(c.schema),
  );
const sameSchema = (a: unknown, b: z.ZodType) =>
  a === b || JSON.stringify(z.toJSONSchema(a as z.ZodType)) === JSON.stringify(z.toJSONSchema(b));

describe("the contract's API_ANSWERS (what the web tests' fake API checks its answers with)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute });
  });
  afterAll(() => t?.close());

  it("names every JSON route the server serves, each with the schema the route answers with", () => {
    expect(answers.length).toBeGreaterThan(0);
    const served = answers
      .filter((a) => !isFile(a.schema))
      .map((a) => ({ ...a, route: a.route.replace(/^(\w+) \/api/, "$1 ") }));
    expect([...new Set(served.map((a) => a.route))].sort()).toEqual(Object.keys(API_ANSWERS).sort());
    const table: Record<string, z.ZodType> = API_ANSWERS;
    const differing = served.filter((a) => !sameSchema(a.schema, table[a.route]!)).map((a) => `${a.route} ${a.status}`);
    expect(differing).toEqual([]);
  });
});
