import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, signUp } from "../test/test-users.ts";

const signUpAt = (t: TestApp, payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: ip,
    payload,
  });

const valid = { email: "new@example.org", password: "Strong1", name: "New Camper", image: "https://example.org/a.png" };

describe("sign-up rules on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      { password: "weakpass" },
      "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.",
    ],
    [
      { password: "WEAKPASS1" },
      "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.",
    ],
    [
      { password: "Ab1" },
      "Password must have at least one uppercase letter, one lowercase letter, and be at least 6 characters long.",
    ],
    [{ name: "  " }, "Name is required"],
    [{ image: "" }, "Photo URL is required"],
    [{ image: "javascript:alert(1)" }, "Photo URL must be an http(s) URL"],
  ])("refuses %o with its message", async (override, message) => {
    const res = await signUpAt(t, { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from "user"`);
    expect(row?.n).toBe(0);
  });

  it("refuses a role or badge in the body and creates a student without a badge", async () => {
    const forged = await signUpAt(t, { ...valid, role: "admin", badge: "Platinum" });
    expect(forged.statusCode).toBe(400);
    const res = await signUpAt(t, valid);
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ role: string; badge: string | null }>(
      t.database.db,
      sql`select role, badge from "user" where email = ${valid.email}`,
    );
    expect(rows).toEqual([{ role: "student", badge: null }]);
  });

  it("stores the session in an httpOnly, SameSite=Lax cookie", async () => {
    const res = await signUpAt(t, { ...valid, email: "cookie@example.org" });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a cross-site request carrying the session cookie (foreign Origin)", async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "https://evil.example", cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const session = await t.app.inject({ method: "GET", url: "/api/is-admin", headers: { cookie: user.cookie } });
    expect(session.statusCode).toBe(200);
  });
});

describe("sign-in rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: "3/60" });
  });
  afterAll(() => t.close());

  const failedSignIn = (ip: string, forwardedFor?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_BASE_URL, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      remoteAddress: ip,
      payload: { email: "nobody@example.org", password: "Wrong1pass" },
    });

  it("answers 429 after repeated failed sign-ins from one address, counted in the database", async () => {
    const ip = "203.0.113.7";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await failedSignIn(ip, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limit`);
    expect(rows.map((r) => r.key)).toContain(`${ip}|/sign-in/email`);
    expect((await failedSignIn("203.0.113.8")).statusCode).toBe(401);
  });
  it("answers 429 on repeated sign-ups from one address and creates no account then", async () => {
    const ip = "203.0.113.20";
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await signUpAt(t, { ...valid, email: `weak${i}@example.org`, password: "weak" }, ip)).statusCode);
    }
    const limited = await signUpAt(t, { ...valid, email: "late@example.org" }, ip);
    expect([...statuses, limited.statusCode]).toEqual([400, 400, 400, 429]);
    expect(limited.json()).toEqual({ message: "Too many requests. Please try again later.", code: "RATE_LIMITED" });
    const rows = await queryRows(t.database.db, sql`select id from "user" where email = 'late@example.org'`);
    expect(rows).toEqual([]);
    expect((await signUpAt(t, { ...valid, email: "late@example.org" }, "203.0.113.21")).statusCode).toBe(200);
  });
});

describe("client address behind a trusted proxy (TRUSTED_PROXIES)", () => {
  const proxy = "192.0.2.10";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: "2/60", TRUSTED_PROXIES: proxy });
  });
  afterAll(() => t.close());

  const failedSignIn = (ip: string, forwardedFor: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_BASE_URL, "x-forwarded-for": forwardedFor },
      remoteAddress: ip,
      payload: { email: "nobody@example.org", password: "Wrong1pass" },
    });
  const statuses = async (ip: string, forwardedFor: string[]) => {
    const out = [];
    for (const f of forwardedFor) out.push((await failedSignIn(ip, f)).statusCode);
    return out;
  };

  it("believes X-Forwarded-For from the trusted proxy and keys the limit on the client behind it", async () => {
    expect(await statuses(proxy, ["198.51.100.1", "198.51.100.1", "198.51.100.1"])).toEqual([401, 401, 429]);
    expect(await statuses(proxy, ["198.51.100.2"])).toEqual([401]);
  });

  it("ignores X-Forwarded-For from any other address", async () => {
    expect(await statuses("203.0.113.9", ["198.51.100.3", "198.51.100.4", "198.51.100.5"])).toEqual([401, 401, 429]);
    const keys = (await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limit`)).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "198.51.100.1|/sign-in/email",
        "198.51.100.2|/sign-in/email",
        "203.0.113.9|/sign-in/email",
      ]),
    );
    expect(keys.filter((k) => k.startsWith("198.51.100.3") || k.startsWith(proxy))).toEqual([]);
  });
});

describe("the password hash a sign-up stores (ADR 024)", () => {
  const storedHash = async (t: TestApp, email: string) =>
    (
      await queryRows<{ password: string }>(
        t.database.db,
        sql`select a.password from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
      )
    )[0]?.password;

  it("uses the server's cost: the default 2^17, or the lowered one of test runs, and signs in with either", async () => {
    for (const [cost, n] of [
      ["17", "131072"],
      ["13", "8192"],
    ] as const) {
      const t = await createTestApp({ PASSWORD_HASH_COST: cost });
      try {
        const email = `cost-${cost}@example.org`;
        expect((await signUpAt(t, { ...valid, email })).statusCode).toBe(200);
        expect((await storedHash(t, email))?.split("$").slice(0, 2)).toEqual(["scrypt", n]);
        const signIn = await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: TEST_BASE_URL },
          remoteAddress: freshIp(),
          payload: { email, password: valid.password },
        });
        expect(signIn.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    }
  });
});
