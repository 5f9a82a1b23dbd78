import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";
import { freshIp, injectAs, signUp, type TestUser } from "../test/test-users.ts";

const HTTPS_URL = "https://medcamp.example";
const FOREIGN = "https://evil.example";
/** What no error body may show: a stack frame, a file path, SQL, or a driver's words. */
const LEAKS =
  /\bat .+:\d+|\/(?:work|home|tmp|usr|app)\/|node_modules|\.ts\b|\bselect\b|\binsert\b|\bfrom "|pglite|postgres|drizzle/i;

function expectHeadersEverywhere(res: LightMyRequestResponse, where: string) {
  const csp = String(res.headers["content-security-policy"]);
  expect(csp, where).toMatch(/script-src 'self'/);
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(res.headers["x-content-type-options"], where).toBe("nosniff");
  expect(res.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(res.headers["access-control-allow-origin"], where).toBeUndefined();
}

describe("headers and cookies under https (BASE_URL=https://…)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: HTTPS_URL });
  });
  afterAll(() => t.close());

  it("sends HSTS and sets the session cookie as __Secure-, Secure, HttpOnly and SameSite=Lax", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: HTTPS_URL },
      remoteAddress: freshIp(),
      payload: {
        email: "secure@example.org",
        password: "Secure1pw",
        name: "Secure",
        image: "https://example.org/s.png",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const session = cookies.find((c) => c.includes("session_token="));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});

describe("headers, CORS and error bodies", () => {
  let t: TestApp;
  let user: TestUser;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>MedCamp</title>");
    t = await createTestApp({ WEB_DIST_DIR: webDir });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("sends the security headers on pages, API answers, errors and the API docs, and no HSTS over http", async () => {
    const mealId = await insertCamp(t.database.db);
    for (const url of ["/", "/camps/x", "/api/health", `/api/meals/${mealId}`, "/api/nope", "/api/openapi.json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expectHeadersEverywhere(res, url);
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expectHeadersEverywhere(docs, "/api/docs/");
  });

  it("is closed to other origins: no CORS grant, and a cross-origin write with a cookie is refused", async () => {
    const read = await injectAs(t.app, user, { method: "GET", url: "/api/meals", headers: { origin: FOREIGN } });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/meals",
      headers: { origin: FOREIGN, "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();

    const mealId = await insertCamp(t.database.db);
    const like = (headers: Record<string, string>) =>
      injectAs(t.app, user, { method: "POST", url: `/api/meals/${mealId}/like`, payload: {}, headers });
    const crossSite: Array<Record<string, string>> = [
      { origin: FOREIGN },
      { origin: "null" },
      { origin: TEST_BASE_URL, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const refused = await like(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toMatchObject({ code: "CROSS_SITE_REQUEST" });
    }
    const signOut = await injectAs(t.app, user, {
      method: "POST",
      url: "/api/auth/sign-out",
      payload: {},
      headers: { origin: FOREIGN },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await like({})).statusCode).toBeLessThan(300); // same origin
  });

  it("answers a handler that fails with 500 {message, code, requestId} and nothing about its insides", async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close(); // the database goes away under a running server
      for (const url of ["/api/meals", "/api/upcoming-meals"]) {
        const res = await broken.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(500);
        const body = res.json() as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(["code", "message", "requestId"]);
        expect(body.message).toBe("Internal error");
        expect(res.body).not.toMatch(LEAKS);
        expectHeadersEverywhere(res, url);
      }
    } finally {
      await broken.app.close();
    }
  });

  it("keeps 4xx bodies free of stacks, paths and SQL", async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: "POST",
        url: "/api/meals/x/like",
        headers: { "content-type": "application/json" },
        payload: "{bad",
      }),
      injectAs(t.app, user, { method: "GET", url: "/api/meals?limit=9999&sortBy=');drop table meal;--" }),
      injectAs(t.app, user, { method: "PATCH", url: "/api/meals/not-a-uuid", payload: { price: "x" } }),
      injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId: "../../etc/passwd" } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(LEAKS);
    }
  });
});
