import { refusalMessage } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, signIn, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";

// Issue 16, item 7: what better-auth answers through the Fastify bridge (plugins/auth.ts, auth/own-sessions-only.ts).
describe("better-auth through the bridge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: "2/60" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: "POST", url, headers: { origin: TEST_BASE_URL }, payload, ...extra });

  it("answers sign-ins beyond the limit with 429 RATE_LIMITED and Retry-After (as docs/security.md says)", async () => {
    const ip = freshIp();
    const attempt = () =>
      post(
        "/api/auth/sign-in/email",
        { email: `nobody-${crypto.randomUUID().slice(0, 8)}@example.org`, password: "Wrong1234" },
        { remoteAddress: ip },
      );
    expect([(await attempt()).statusCode, (await attempt()).statusCode]).toEqual([401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: refusalMessage("RATE_LIMITED"), code: "RATE_LIMITED" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers["x-retry-after"]).toBe(String(retryAfter));
    expect(limited.headers["cache-control"]).toBe("no-store");
  });

  it("answers sign-ups beyond the limit with Retry-After too", async () => {
    const ip = freshIp();
    const attempt = () =>
      post(
        "/api/auth/sign-up/email",
        {
          email: `limited-${crypto.randomUUID().slice(0, 8)}@example.org`,
          password: TEST_PASSWORD,
          name: "Limited Camper",
          image: "https://example.org/l.png",
        },
        { remoteAddress: ip },
      );
    expect([(await attempt()).statusCode, (await attempt()).statusCode]).toEqual([200, 200]);
    const limited = await attempt();
    expect([limited.statusCode, limited.json().code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  describe("revoke-session", () => {
    let alice: TestUser;
    let aliceElsewhere: TestUser;
    let bob: TestUser;
    const tokensOf = async (user: TestUser) =>
      (await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id))).map(
        (row) => row.token,
      );
    const revoke = (user: TestUser | null, token: string) =>
      post("/api/auth/revoke-session", { token }, { headers: { origin: TEST_BASE_URL, cookie: user?.cookie ?? "" } });
    const sessionOf = async (user: TestUser) =>
      (await t.app.inject({ url: "/api/auth/get-session", headers: { cookie: user.cookie } })).json() as {
        user: { id: string };
      } | null;

    beforeAll(async () => {
      alice = await signUp(t.app);
      aliceElsewhere = await signIn(t.app, alice.email, TEST_PASSWORD);
      bob = await signUp(t.app);
    });

    it("answers 404 SESSION_NOT_FOUND for another user's token and ends nothing", async () => {
      const [bobsToken] = await tokensOf(bob);
      const res = await revoke(alice, bobsToken!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: refusalMessage("SESSION_NOT_FOUND"), code: "SESSION_NOT_FOUND" });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(await tokensOf(bob)).toEqual([bobsToken]);
      expect((await sessionOf(bob))?.user.id).toBe(bob.id);
    });

    it("answers the same 404 for a token no one has, so the answer tells nothing about other users", async () => {
      const res = await revoke(alice, "no-such-token");
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { message: refusalMessage("SESSION_NOT_FOUND"), code: "SESSION_NOT_FOUND" },
      ]);
    });

    it("still ends the caller's own other session, and still refuses a caller without a session", async () => {
      const before = await tokensOf(alice);
      expect(before).toHaveLength(2);
      const elsewhere = before.find((token) => aliceElsewhere.cookie.includes(`=${token}.`));
      expect(elsewhere).toBeDefined();
      const res = await revoke(alice, elsewhere!);
      expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
      expect(await tokensOf(alice)).toEqual(before.filter((token) => token !== elsewhere));
      expect(await sessionOf(aliceElsewhere)).toBeNull();
      expect((await sessionOf(alice))?.user.id).toBe(alice.id);
      expect((await revoke(null, elsewhere!)).statusCode).toBe(401);
    });
  });
});
