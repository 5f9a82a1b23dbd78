import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { freshIp, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";

// Issue 37, item 1: a password checked outside sign-in (Delete my account; changing the password) is held to
// sign-in's limits: the full hashing pool's 503 BUSY (never a 500), the per-account slow-down, the per-address limit.

const WRONG = "WrongPass1";

/** The waits the slow-down asked for, recorded instead of slept (or held until a test lets them go). */
const waits: number[] = [];
let hold: Promise<void> | null = null;
const recordWait = async (ms: number) => {
  waits.push(ms);
  if (hold) await hold;
};

const deleteAccount = (t: TestApp, user: TestUser, password: string, ip = freshIp()) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/me",
    headers: { cookie: user.cookie, origin: TEST_BASE_URL },
    remoteAddress: ip,
    payload: { password },
  });

const changePassword = (t: TestApp, user: TestUser, currentPassword: string, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/change-password",
    headers: { cookie: user.cookie, origin: TEST_BASE_URL },
    remoteAddress: ip,
    payload: { currentPassword, newPassword: "NewCampPass9" },
  });

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: freshIp(),
    payload: { email, password },
  });

const stillThere = async (t: TestApp, user: TestUser) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).length === 1;

describe("Delete my account while every hashing thread is busy", () => {
  let t: TestApp;
  beforeAll(async () => {
    // One thread, no queue: a second check at the same time finds the pool full.
    t = await createTestApp({}, { hashing: { threads: 1, queue: 0 } });
  });
  afterAll(() => t.close());

  it("answers 503 BUSY with Retry-After, never 500, and deletes nothing", async () => {
    const people: TestUser[] = [];
    // One after another: the pool takes one password at a time here.
    for (let i = 0; i < 6; i++) people.push(await signUp(t.app));
    const answers = await Promise.all(people.map((user) => deleteAccount(t, user, WRONG)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 403 && status !== 503)).toEqual([]);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers["retry-after"]).toBe("2");
      expect(res.json()).toMatchObject({ code: "BUSY" });
    }
    for (const user of people) expect(await stillThere(t, user)).toBe(true);
  });
});

describe("a password checked outside sign-in, per account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { signInSlowdown: { sleep: recordWait } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    waits.length = 0;
  });

  it("slows Delete my account after 5 wrong passwords, counted with the account's sign-ins", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i++) expect((await deleteAccount(t, user, WRONG)).statusCode).toBe(403);
    expect(waits).toEqual([]);
    expect((await deleteAccount(t, user, WRONG)).statusCode).toBe(403);
    expect(waits).toEqual([1000]);
    // The same account's sign-in waits on: the count is one.
    expect((await signIn(t, user.email, WRONG)).statusCode).toBe(401);
    expect(waits).toEqual([1000, 2000]);
    // The right password still deletes the account (after its wait): nobody is locked out.
    expect((await deleteAccount(t, user, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await stillThere(t, user)).toBe(false);
  });

  it("runs one check per account at a time: the rest of a burst is 429 with Retry-After at once", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i++) expect((await deleteAccount(t, user, WRONG)).statusCode).toBe(403);
    // The sixth check waits out its slow-down, held here until the rest of the burst is answered, so the burst
    // meets a check in flight however slow the machine (let go after 5 s so a regression fails, not hangs).
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const safety = setTimeout(release, 5000);
    let answered = 0;
    const burst = Array.from({ length: 6 }, () =>
      deleteAccount(t, user, WRONG).then((res) => {
        if (++answered === 5) release();
        return res;
      }),
    );
    const answers = await Promise.all(burst).finally(() => {
      clearTimeout(safety);
      hold = null;
    });
    expect(waits).toEqual([1000]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([403, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((a) => a.statusCode === 429)) {
      expect(res.headers["retry-after"]).toBe("1");
      expect(res.json()).toMatchObject({ code: "RATE_LIMITED" });
    }
    // Once it is answered, the next check runs.
    expect((await deleteAccount(t, user, WRONG)).statusCode).toBe(403);
    expect(await stillThere(t, user)).toBe(true);
  });

  it("slows a password change after 5 wrong current passwords", async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i++) expect((await changePassword(t, user, WRONG)).statusCode).toBe(400);
    expect(waits).toEqual([]);
    expect((await changePassword(t, user, WRONG)).statusCode).toBe(400);
    expect(waits).toEqual([1000]);
  });
});

describe("a password checked outside sign-in, per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: "3/60" });
  });
  afterAll(() => t.close());

  it("refuses a fourth Delete my account from one address within the minute with 429", async () => {
    const user = await signUp(t.app);
    const ip = "203.0.113.7";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await deleteAccount(t, user, WRONG, ip)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
    // Another address is not held back.
    expect((await deleteAccount(t, user, WRONG, "203.0.113.8")).statusCode).toBe(403);
  });

  it("refuses a fourth password change from one address within the minute with 429", async () => {
    const user = await signUp(t.app);
    const ip = "203.0.113.9";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await changePassword(t, user, WRONG, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
