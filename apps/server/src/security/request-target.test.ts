import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { TEST_BASE_URL, testConfig } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { signUp, type TestUser } from "../test/test-users.ts";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request over a real socket with the request target exactly as given: Node writes `path` into the request
 * line unchanged, so `http://camps.example/api/…` goes out in absolute form (`POST http://camps.example/api/… HTTP/1.1`),
 * as a client talking to a proxy would send it. `inject` cannot send it: it always sends the origin form.
 */
function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: object,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** The spellings of one path that reach the same route: the origin form and two that `url.startsWith` missed. */
const FORMS: Record<string, (path: string) => string> = {
  "origin form": (path) => path,
  "absolute form": (path) => `http://camps.example${path}`,
  "percent-encoded letters": (path) => path.replace(/^\/api\//, "/%61pi/"),
};

// Issue 16, item 7: the same-origin, session and write-limit hooks decide on the route the router matched, not on
// `request.url` (which keeps the target as sent), so no spelling of a target slips past them.
describe("request targets in absolute form or percent-encoded: every hook sees the route", () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A built web app, so that a target the API does not claim would get index.html.
    const web = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-web-"));
    fs.writeFileSync(path.join(web, "index.html"), "<!doctype html><title>MedCamp</title>");
    app = await buildApp(testConfig({ WRITE_RATE_LIMIT: "3/60", WEB_DIST_DIR: web }), { database });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const as = (user: TestUser, extra: Record<string, string> = {}) => ({
    origin: TEST_BASE_URL,
    cookie: user.cookie,
    ...extra,
  });

  it.each(Object.keys(FORMS))("resolves the session for the %s", async (form) => {
    const camper = await signUp(app);
    const res = await send(port, "GET", FORMS[form]!("/api/is-admin"), as(camper));
    expect([res.status, JSON.parse(res.body)]).toEqual([200, { isAdmin: false }]);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it.each(Object.keys(FORMS))("refuses a cross-site cookie-bearing write in the %s", async (form) => {
    const camper = await signUp(app);
    const campId = await insertCamp(database.db);
    const headers = as(camper, { origin: "https://elsewhere.example" });
    const res = await send(port, "POST", FORMS[form]!(`/api/meals/${campId}/like`), headers, {});
    expect([res.status, JSON.parse(res.body).code]).toEqual([403, "CROSS_SITE_REQUEST"]);
    const detail = await app.inject({ url: `/api/meals/${campId}` });
    expect(detail.json().likes).toBe(0);
  });

  it.each(Object.keys(FORMS))("counts writes in the %s against the write limit", async (form) => {
    const camper = await signUp(app);
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 4; i++) {
      const campId = await insertCamp(database.db);
      last = await send(port, "POST", FORMS[form]!(`/api/meals/${campId}/like`), as(camper), {});
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(JSON.parse(last!.body).code).toBe("RATE_LIMITED");
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers an unknown /api path in absolute form with the API's 404, not the web app's page", async () => {
    const page = await send(port, "GET", "http://camps.example/camps");
    expect([page.status, page.body]).toEqual([200, "<!doctype html><title>MedCamp</title>"]);
    const res = await send(port, "GET", "http://camps.example/api/no-such-route");
    expect([res.status, JSON.parse(res.body).code]).toEqual([404, "ROUTE_NOT_FOUND"]);
  });
});
