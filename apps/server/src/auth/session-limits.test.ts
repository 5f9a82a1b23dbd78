import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, verifications } from "../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, injectAs, signIn, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";

/*
 * Issue 16, item 6. Time is simulated by moving a session row's createdAt/updatedAt/expiresAt into the past (the
 * server reads the time from the system clock; nothing here sleeps).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The session token inside a `better-auth.session_token=<token>.<signature>` cookie. */
function tokenOf(user: TestUser): string {
  const value = /better-auth\.session_token=([^;]+)/.exec(user.cookie)?.[1];
  if (!value) throw new Error(`no session cookie in ${user.cookie}`);
  return decodeURIComponent(value).split(".")[0]!;
}

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
}

function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return setCookies(res).find((c) => c.startsWith("better-auth.session_token="));
}

function asCookie(res: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!;
}

async function rowOf(t: TestApp, user: TestUser) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, tokenOf(user)));
  return row;
}

async function moveRow(t: TestApp, user: TestUser, times: { createdAt?: Date; updatedAt?: Date; expiresAt?: Date }) {
  const moved = await t.database.db
    .update(sessions)
    .set(times)
    .where(eq(sessions.token, tokenOf(user)))
    .returning({ id: sessions.id });
  expect(moved).toHaveLength(1);
}

const signedInRoute = (t: TestApp, user: TestUser) => injectAs(t.app, user, { method: "GET", url: "/api/is-admin" });
const getSession = (t: TestApp, user: TestUser) =>
  injectAs(t.app, user, { method: "GET", url: "/api/auth/get-session" });

/** Within two seconds of `expected` (the test's clock and the server's are the same clock, a moment apart). */
function expectNear(actual: Date | undefined, expected: number) {
  expect(Math.abs((actual?.getTime() ?? Number.NaN) - expected)).toBeLessThan(2000);
}

/** The raw answer of a sign-up through the real endpoint (its cookie is what these tests read). */
const signUpAnswer = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: freshIp(),
    payload: { email, password: TEST_PASSWORD, name: "Camper", image: "https://example.org/a.png" },
  });

describe("session lifetime: SESSION_MAX_AGE_S and SESSION_IDLE_S (defaults 7 days and 24 h)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs in with a cookie that lives as long as the absolute lifetime and a row that ends at the idle timeout", async () => {
    const res = await signUpAnswer(t, "fresh@example.org");
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toMatch(/; Max-Age=604800(;|$)/);
    const user = { id: "", email: "", name: "", cookie: asCookie(res) };
    const row = await rowOf(t, user);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(DAY);
    // Resolving the session never renews the cookie: it keeps ending with the absolute lifetime.
    const session = await getSession(t, user);
    expect(session.json()).toMatchObject({ user: { email: "fresh@example.org" } });
    expect(sessionCookieOf(session)).toBeUndefined();
  });

  it("moves the idle end forward on a request once it would move by a step (1 h), never past the absolute end", async () => {
    const user = await signUp(t.app);
    const now = Date.now();
    await moveRow(t, user, {
      createdAt: new Date(now - 2 * HOUR),
      updatedAt: new Date(now - 2 * HOUR),
      expiresAt: new Date(now + 22 * HOUR),
    });
    expect((await signedInRoute(t, user)).statusCode).toBe(200);
    let row = await rowOf(t, user);
    expectNear(row!.expiresAt, Date.now() + DAY);
    expectNear(row!.updatedAt, Date.now());

    // Within the step nothing is written.
    const written = row!.updatedAt.getTime();
    expect((await getSession(t, user)).json()).toMatchObject({ user: { id: user.id } });
    expect((await rowOf(t, user))!.updatedAt.getTime()).toBe(written);

    // Near the absolute end, the idle end stops there.
    const createdAt = new Date(Date.now() - 7 * DAY + 10 * HOUR);
    await moveRow(t, user, {
      createdAt,
      updatedAt: new Date(Date.now() - 20 * HOUR),
      expiresAt: new Date(Date.now() + 4 * HOUR),
    });
    expect((await signedInRoute(t, user)).statusCode).toBe(200);
    row = await rowOf(t, user);
    expect(row!.expiresAt.getTime()).toBe(createdAt.getTime() + 7 * DAY);
  });

  it("brings a row written under longer limits within today's on its next request", async () => {
    const user = await signUp(t.app);
    const createdAt = new Date(Date.now() - 7 * DAY + HOUR);
    await moveRow(t, user, { createdAt, expiresAt: new Date(Date.now() + 30 * DAY) });
    expect((await signedInRoute(t, user)).statusCode).toBe(200);
    expect((await rowOf(t, user))!.expiresAt.getTime()).toBe(createdAt.getTime() + 7 * DAY);
  });

  it("ends a session after SESSION_IDLE_S without a request: 401 on a signed-in route, the row deleted", async () => {
    const user = await signUp(t.app);
    expect((await signedInRoute(t, user)).statusCode).toBe(200);
    // The last recorded request 24 h and a second ago (expiresAt left ahead: the check reads updatedAt too).
    await moveRow(t, user, { updatedAt: new Date(Date.now() - DAY - 1000), expiresAt: new Date(Date.now() + HOUR) });
    const res = await signedInRoute(t, user);
    expect(res.statusCode).toBe(401);
    expect(await rowOf(t, user)).toBeUndefined();
    expect((await getSession(t, user)).json()).toBeNull();
  });

  it("ends an idle session on get-session too: null, the cookie cleared, the row deleted", async () => {
    const user = await signUp(t.app);
    await moveRow(t, user, { updatedAt: new Date(Date.now() - DAY - 1000), expiresAt: new Date(Date.now() + HOUR) });
    const res = await getSession(t, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(sessionCookieOf(res)).toMatch(/Max-Age=0/);
    expect(await rowOf(t, user)).toBeUndefined();
    expect((await signedInRoute(t, user)).statusCode).toBe(401);
  });

  it("ends a session whose row says it expired (better-auth's own check) the same way", async () => {
    const user = await signUp(t.app);
    await moveRow(t, user, { expiresAt: new Date(Date.now() - 1000) });
    expect((await signedInRoute(t, user)).statusCode).toBe(401);
    expect(await rowOf(t, user)).toBeUndefined();
  });

  it("ends a session SESSION_MAX_AGE_S after sign-in however active it is", async () => {
    const active = await signUp(t.app);
    const other = await signUp(t.app);
    for (const user of [active, other]) {
      await moveRow(t, user, {
        createdAt: new Date(Date.now() - 7 * DAY - 1000),
        updatedAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + HOUR),
      });
    }
    expect((await signedInRoute(t, active)).statusCode).toBe(401);
    expect(await rowOf(t, active)).toBeUndefined();
    const res = await getSession(t, other);
    expect(res.json()).toBeNull();
    expect(sessionCookieOf(res)).toMatch(/Max-Age=0/);
    expect(await rowOf(t, other)).toBeUndefined();
  });

  it("keeps a session a second short of either limit", async () => {
    const user = await signUp(t.app);
    await moveRow(t, user, {
      createdAt: new Date(Date.now() - 7 * DAY + 5000),
      updatedAt: new Date(Date.now() - DAY + 5000),
      expiresAt: new Date(Date.now() + 5000),
    });
    expect((await signedInRoute(t, user)).statusCode).toBe(200);
    expect((await getSession(t, user)).json()).toMatchObject({ user: { id: user.id } });
  });
});

describe("session lifetime from the configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_MAX_AGE_S: "3600", SESSION_IDLE_S: "600" });
  });
  afterAll(() => t.close());

  it("uses SESSION_MAX_AGE_S for the cookie and SESSION_IDLE_S for the row", async () => {
    const res = await signUpAnswer(t, "short@example.org");
    expect(sessionCookieOf(res)).toMatch(/; Max-Age=3600(;|$)/);
    const user = { id: "", email: "", name: "", cookie: asCookie(res) };
    const row = await rowOf(t, user);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);

    // Ten minutes and a second idle ends it.
    await moveRow(t, user, { updatedAt: new Date(Date.now() - 601_000) });
    expect((await signedInRoute(t, user)).statusCode).toBe(401);
  });
});

describe("a password change ends the user's other sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userSessions = async (t: TestApp, userId: string) =>
    t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

  it.each([
    ["asks to keep them", { revokeOtherSessions: false }],
    ["does not say", {}],
  ])("when the client %s; the changing client goes on with a new session", async (_, extra) => {
    const laptop = await signUp(t.app);
    const phone = await signIn(t.app, laptop.email, TEST_PASSWORD);
    const bystander = await signUp(t.app);
    expect(await userSessions(t, laptop.id)).toHaveLength(2);

    const res = await injectAs(t.app, laptop, {
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: TEST_PASSWORD, newPassword: "NewCamp2", ...extra },
    });
    expect(res.statusCode).toBe(200);
    // better-auth ends every session of the user, the caller's too, and signs the caller in again.
    const body = res.json() as { token: string | null };
    expect(body.token).toEqual(expect.any(String));
    const renewed = { ...laptop, cookie: asCookie(res) };
    expect(tokenOf(renewed)).toBe(body.token);
    expect(sessionCookieOf(res)).toMatch(/; Max-Age=604800(;|$)/);

    expect((await signedInRoute(t, phone)).statusCode).toBe(401);
    expect((await getSession(t, phone)).json()).toBeNull();
    expect((await signedInRoute(t, laptop)).statusCode).toBe(401);
    expect((await signedInRoute(t, renewed)).statusCode).toBe(200);
    expect((await getSession(t, renewed)).json()).toMatchObject({ user: { id: laptop.id } });
    const left = await userSessions(t, laptop.id);
    expect(left.map((s) => s.token)).toEqual([body.token]);
    expect(left[0]!.expiresAt.getTime() - left[0]!.createdAt.getTime()).toBe(DAY);

    expect((await signedInRoute(t, bystander)).statusCode).toBe(200);
    await expect(signIn(t.app, laptop.email, "NewCamp2")).resolves.toMatchObject({ id: laptop.id });
  });

  it("changes nothing when the current password is wrong", async () => {
    const laptop = await signUp(t.app);
    const phone = await signIn(t.app, laptop.email, TEST_PASSWORD);
    const res = await injectAs(t.app, laptop, {
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: "WrongPass1", newPassword: "NewCamp2" },
    });
    expect(res.statusCode).toBe(400);
    expect((await signedInRoute(t, laptop)).statusCode).toBe(200);
    expect((await signedInRoute(t, phone)).statusCode).toBe(200);
  });

  it("a password reset ends every session of the user", async () => {
    const laptop = await signUp(t.app);
    const phone = await signIn(t.app, laptop.email, TEST_PASSWORD);
    // The reset link's token as better-auth stores it (no e-mail is sent: the deployment has no mailer).
    const token = crypto.randomUUID();
    await t.database.db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${token}`,
      value: laptop.id,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const res = await injectAs(t.app, null, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "ResetCamp3" },
    });
    expect(res.statusCode).toBe(200);
    expect((await signedInRoute(t, laptop)).statusCode).toBe(401);
    expect((await signedInRoute(t, phone)).statusCode).toBe(401);
    expect(await userSessions(t, laptop.id)).toHaveLength(0);
  });
});
