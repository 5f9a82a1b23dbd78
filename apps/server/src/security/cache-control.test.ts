import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { signedInOnly } from "../lib/guards.ts";
import { createTestApp, TEST_BASE_URL, type TestApp, testConfig } from "../test/test-app.ts";
import { insertCamp, insertUpcomingCamp } from "../test/test-camps.ts";
import { freshIp, injectAs, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";
import { EXEMPT } from "../test/security/access-policy.ts";

// Private answers are never cached (issue 16, item 4; ASVS 5.0 14.3.2). The authorization matrix walks every route
// of the route table under its access policy and checks each answer's Cache-Control (`cachingProblem` in
// access-policy.ts); this file walks what the matrix leaves out (better-auth's POST routes) and shows the rule
// from every side: refusals of every hook, HEAD, 304, the public answers' ETags, and a route added later.

const cacheControl = (res: LightMyRequestResponse) => res.headers["cache-control"];

describe("Cache-Control: private answers are never stored, public ones keep their ETags", () => {
  let t: TestApp;
  let camper: TestUser;
  let campId: string;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT: "3/60" });
    camper = await signUp(t.app);
    campId = await insertCamp(t.database.db);
    await insertUpcomingCamp(t.database.db);
  });
  afterAll(() => t.close());

  it("leaves only better-auth's POST routes out of the matrix, and they are walked here", () => {
    expect(Object.keys(EXEMPT)).toEqual(["POST /api/auth/*"]);
  });

  it("never lets better-auth's answers be stored: sign-up, sign-in (right and wrong), get-session, sign-out, 404", async () => {
    const email = `cache-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url,
        remoteAddress: freshIp(),
        headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const signedUp = await post("/api/auth/sign-up/email", {
      email,
      password: TEST_PASSWORD,
      name: "Cache Camper",
      image: "https://example.org/c.png",
    });
    const signedIn = await post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    const answers = {
      signedUp,
      signedIn,
      wrongPassword: await post("/api/auth/sign-in/email", { email, password: "Wrong1234" }),
      session: await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } }),
      noSession: await t.app.inject({ url: "/api/auth/get-session" }),
      unknown: await t.app.inject({ url: "/api/auth/no-such-endpoint" }),
      signedOut: await post("/api/auth/sign-out", {}, cookie),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([200, 200, 401, 200, 200, 404, 200]);
    for (const [name, res] of Object.entries(answers)) expect(cacheControl(res), name).toBe("no-store");
  });

  it("keeps the public answers' ETags for everyone's answer, and stores no signed-in viewer's answer", async () => {
    const list = "/api/meals?category=All";
    const anonymousList = await t.app.inject({ url: list });
    expect(cacheControl(anonymousList)).toBe("public, no-cache");
    const etag = String(anonymousList.headers.etag);
    const revalidated = await t.app.inject({ url: list, headers: { "if-none-match": etag } });
    expect([revalidated.statusCode, cacheControl(revalidated)]).toEqual([304, "public, no-cache"]);
    // The list is everyone's answer, signed in or not: the same bytes, the same ETag.
    const camperList = await injectAs(t.app, camper, { method: "GET", url: list });
    expect([cacheControl(camperList), camperList.headers.etag]).toEqual(["public, no-cache", etag]);

    for (const url of [`/api/meals/${campId}`, "/api/upcoming-meals"]) {
      const anonymous = await t.app.inject({ url });
      expect(cacheControl(anonymous), url).toBe("public, no-cache");
      expect(anonymous.headers.etag, url).toMatch(/^".+"$/);
      // A signed-in viewer's answer holds their own likes (their e-mail in likedby): stored nowhere, 304 included.
      const mine = await injectAs(t.app, camper, { method: "GET", url });
      expect([mine.statusCode, cacheControl(mine)], url).toEqual([200, "no-store"]);
      const again = await injectAs(t.app, camper, {
        method: "GET",
        url,
        headers: { "if-none-match": String(mine.headers.etag) },
      });
      expect([again.statusCode, cacheControl(again)], url).toEqual([304, "no-store"]);
    }
  });

  it("stores no answer of a private route, whichever step answers: 401, 403, 400, 404, HEAD, 200", async () => {
    const otherCamp = await insertCamp(t.database.db);
    const answers = {
      anonymous: await t.app.inject({ url: `/api/reviews?email=${camper.email}` }),
      crossSite: await injectAs(t.app, camper, {
        method: "POST",
        url: `/api/meals/${otherCamp}/like`,
        headers: { origin: "https://elsewhere.example" },
        payload: {},
      }),
      invalid: await injectAs(t.app, camper, { method: "POST", url: "/api/meal/request", payload: {} }),
      someoneElse: await injectAs(t.app, camper, { method: "GET", url: "/api/users/other@example.org" }),
      student: await injectAs(t.app, camper, { method: "GET", url: "/api/users" }),
      notFound: await injectAs(t.app, camper, {
        method: "DELETE",
        url: "/api/meal-requests-user",
        payload: { id: "00000000-0000-0000-0000-000000000000" },
      }),
      head: await injectAs(t.app, camper, { method: "HEAD", url: "/api/is-admin" }),
      mine: await injectAs(t.app, camper, { method: "GET", url: `/api/payments/${camper.email}` }),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([401, 403, 400, 403, 403, 404, 200, 200]);
    for (const [name, res] of Object.entries(answers)) expect(cacheControl(res), name).toBe("no-store");
  });

  it("stores no 429 of the write limit on a private route", async () => {
    const ip = freshIp();
    const like = () =>
      t.app.inject({ method: "POST", url: `/api/meals/${campId}/like`, remoteAddress: ip, payload: {} });
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i++) {
      last = await like();
      statuses.push(last.statusCode);
      expect(cacheControl(last)).toBe("no-store");
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("leaves a visitor's answer of a public route storable, and stores a signed-in one only if it is everyone's", async () => {
    const visitor = await t.app.inject({ url: "/api/health" });
    expect(cacheControl(visitor)).toBeUndefined();
    const config = await injectAs(t.app, camper, { method: "GET", url: "/api/app-config" });
    expect(cacheControl(config)).toBe("public, max-age=60");
    const health = await injectAs(t.app, camper, { method: "GET", url: "/api/health" });
    expect(cacheControl(health)).toBe("no-store");
    const missing = await t.app.inject({ url: "/api/no-such-route" });
    expect([missing.statusCode, cacheControl(missing)]).toEqual([404, undefined]);
  });

  describe("a route added later", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp(testConfig(), { database: t.database });
      // Nothing about caching is declared: the guard alone makes it private.
      app.get("/api/test-private", { preValidation: signedInOnly }, async () => ({ secret: "mine" }));
      app.get("/api/test-viewer", async (request) => ({ viewer: request.user?.email ?? null }));
      await app.ready();
    });
    afterAll(() => app.close());

    it("is private by its guard alone, and a public one that answers a viewer is not stored", async () => {
      const anonymous = await app.inject({ url: "/api/test-private" });
      const signedIn = await injectAs(app, camper, { method: "GET", url: "/api/test-private" });
      const viewer = await injectAs(app, camper, { method: "GET", url: "/api/test-viewer" });
      const visitor = await app.inject({ url: "/api/test-viewer" });
      expect([anonymous.statusCode, signedIn.statusCode, viewer.json(), visitor.json()]).toEqual([
        401,
        200,
        { viewer: camper.email },
        { viewer: null },
      ]);
      expect([anonymous, signedIn, viewer].map(cacheControl)).toEqual(["no-store", "no-store", "no-store"]);
      expect(cacheControl(visitor)).toBeUndefined();
    });
  });
});
