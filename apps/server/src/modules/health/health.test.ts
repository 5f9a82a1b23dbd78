import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("shell", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health checks the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("GET /api/app-config tells the UI about the deployment", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/app-config" });
    expect(res.json()).toEqual({ demoSeed: true, googleEnabled: false, payments: "demo", priorityBookingHours: 48 });
  });

  it("answers unknown /api routes with 404 JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found: GET /api/nope", code: "ROUTE_NOT_FOUND" });
  });

  it.each(["/api/payments", "/api/auth/sign-in/email"])(
    "answers malformed JSON to the JSON route %s with 400 BAD_JSON and a message",
    async (url) => {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: '{"email": "a@b.c",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_JSON", message: expect.stringMatching(/JSON/) });
    },
  );

  it("sends security headers with a CSP that forbids inline scripts and framing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("publishes the OpenAPI document and the docs page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(["/api/meals", "/api/meals/{id}", "/api/health"]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

describe("compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("compresses large JSON answers for clients that accept it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("NUL characters", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are refused with a 400 in queries and bodies (PostgreSQL text cannot hold them)", async () => {
    const query = await t.app.inject({ method: "GET", url: "/api/meals?search=%00" });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: "Text must not contain NUL characters", code: "NUL_CHARACTER" });
    const body = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ transactionId: "pi_\u0000" }),
    });
    expect(body.statusCode).toBe(400);
  });
});
