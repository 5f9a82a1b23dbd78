import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "@medcamp/contract";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";

describe("resource limits", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it("cuts off slow clients: the HTTP server has a request timeout and a headers timeout", () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
  });

  it("refuses a body over 64 KB with 413 {message, code}", async () => {
    const res = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/meal/request",
      payload: { mealId: crypto.randomUUID(), pad: "x".repeat(65 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a page size over 50", async () => {
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/meals?limit=50" })).statusCode).toBe(200);
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/meals?limit=51" })).statusCode).toBe(400);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} before any handler walks it`, async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const send = (payload: string) =>
      injectAs(t.app, user, {
        method: "POST",
        url: "/api/meal/request",
        headers: { "content-type": "application/json" },
        payload: `{"mealId": ${payload}}`,
      });
    const deep = await send(nested(MAX_JSON_DEPTH));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ message: `JSON must not nest deeper than ${MAX_JSON_DEPTH}` });
    const shallow = await send(nested(3));
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().message).not.toContain("nest deeper");
  });
});
