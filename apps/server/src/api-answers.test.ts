import { API_ANSWERS } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/** Each route's success answer schema, as Fastify hands it to the serializer when the app starts. */
const answers = vi.hoisted(() => [] as { route: string; status: string; schema: unknown }[]);

vi.mock("fastify-type-provider-zod", async (importOriginal) => {
  const original = await importOriginal<typeof import("fastify-type-provider-zod")>();
  return {
    ...original,
    serializerCompiler: (route: Parameters<typeof original.serializerCompiler>[0]) => {
      if (route.method !== "HEAD" && /^2/.test(String(route.httpStatus))) {
        answers.push({ route: `${route.method} ${route.url}`, status: String(route.httpStatus), schema: route.schema });
      }
      return original.serializerCompiler(route);
    },
  };
});

/** A file (CSV, iCalendar) rather than JSON: API_ANSWERS leaves these out. */
const isFile = (schema: unknown) => schema instanceof z.ZodString;
const sameSchema = (a: unknown, b: z.ZodType) =>
  a === b || JSON.stringify(z.toJSONSchema(a as z.ZodType)) === JSON.stringify(z.toJSONSchema(b));

describe("the contract's API_ANSWERS (what the web tests' fake API checks its answers with)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
