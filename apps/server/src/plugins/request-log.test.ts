import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  status?: number;
  ip?: string;
  userId?: string;
  code?: string;
  reqId?: string;
}
const WARN = 40;
const INFO = 30;

describe("request log lines", () => {
  let t: TestApp;
  let camper: TestUser;
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  /** The log line of the last request to `url` (path only). */
  const lineFor = (url: string) => lines.filter((l) => l.url === url).at(-1);

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: "info", TRUSTED_PROXIES: "127.0.0.1", AUTH_RATE_LIMIT: "3/60" },
      { logStream: stream },
    );
    camper = await signUp(t.app);
  });
  afterAll(() => t.close());

  it("names the client IP (as the trusted proxy gives it) and the signed-in user, and masks e-mails in paths", async () => {
    const res = await injectAs(t.app, camper, {
      method: "GET",
      url: `/api/users/${encodeURIComponent(camper.email)}`,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(res.statusCode).toBe(200);
    const line = lineFor("/api/users/[email]");
    expect(line).toMatchObject({ level: INFO, msg: "request", status: 200, ip: "203.0.113.7", userId: camper.id });
    expect(line?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(lines)).not.toContain(camper.email.split("@")[0]);
  });

  it("writes refused requests (401, 403) at warn with the refusal's code", async () => {
    await t.app.inject({ url: "/api/reviews" });
    expect(lineFor("/api/reviews")).toMatchObject({
      level: WARN,
      msg: "request refused",
      status: 401,
      code: "UNAUTHORIZED",
    });
    await injectAs(t.app, camper, { method: "GET", url: "/api/users" });
    expect(lineFor("/api/users")).toMatchObject({
      level: WARN,
      status: 403,
      code: "ADMIN_REQUIRED",
      userId: camper.id,
    });
  });

  it("writes failed sign-ins at warn with the reason, and a flood past the limit as 429 RATE_LIMITED", async () => {
    const signIn = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: TEST_BASE_URL, "x-forwarded-for": "198.51.100.9" },
        payload: { email: camper.email, password: "WrongPass1" },
      });
    expect((await signIn()).statusCode).toBe(401);
    expect(lineFor("/api/auth/sign-in/email")).toMatchObject({
      level: WARN,
      msg: "sign-in refused",
      status: 401,
      ip: "198.51.100.9",
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
    let status = 0;
    for (let i = 0; i < 5 && status !== 429; i++) status = (await signIn()).statusCode;
    expect(status).toBe(429);
    expect(lineFor("/api/auth/sign-in/email")).toMatchObject({ level: WARN, status: 429, code: "RATE_LIMITED" });
    expect(JSON.stringify(lines)).not.toContain(camper.email);
  });

  it("writes ordinary answers at info", async () => {
    await t.app.inject({ url: "/api/meals" });
    expect(lineFor("/api/meals")).toMatchObject({ level: INFO, msg: "request", status: 200 });
  });

  it("never writes a calendar-feed, password-reset, referral confirmation or summary link token, whatever spelling reaches the route (issues 37, 40)", async () => {
    const secret = "tokenSeenInTheLog0123456789";
    for (const url of [
      `/api/calendar/${secret}.ics`,
      `/api/%63alendar/${secret}.ics`,
      `/api/calendar/${secret}.ics/`,
      `/api/auth/reset-password/${secret}`,
      `/api/auth/reset-password/${secret}?callbackURL=%2Fauth%2Freset-password`,
      `/api/auth/%72eset-password/${secret}`,
      `/api/referrals/confirm/${secret}`,
      `/api/%72eferrals/confirm/${secret}`,
      `/api/referrals/confirm/${secret}/`,
      `/api/referrals//confirm/${secret}`,
      `/api/summary-links/${secret}`,
      `/api/%73ummary-links/${secret}/`,
      `/s/${secret}`,
    ]) {
      await t.app.inject({ method: "GET", url });
    }
    for (const url of [`/api/summary-links/${secret}/code`, `/api/summary-links//${secret}/open`]) {
      await t.app.inject({ method: "POST", url, headers: { origin: TEST_BASE_URL }, payload: { code: "123456" } });
    }
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(lines.some((l) => l.url === "/api/calendar/[token]")).toBe(true);
    expect(lines.some((l) => l.url === "/api/auth/reset-password/[token]")).toBe(true);
    expect(lines.some((l) => l.url === "/api/referrals/confirm/[token]")).toBe(true);
    expect(lines.some((l) => l.url === "/api/summary-links/[token]")).toBe(true);
    expect(lines.some((l) => l.url === "/api/summary-links/[token]/open")).toBe(true);
  });
});
