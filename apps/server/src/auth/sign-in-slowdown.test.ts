import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, queryRows } from "../db/client.ts";
import { accounts, users } from "../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, TEST_HASH_COST, type TestApp } from "../test/test-app.ts";
import { freshIp, signUp, TEST_PASSWORD, type TestUser } from "../test/test-users.ts";
import { accountKey, SLOWDOWN_DEFAULTS, slowdownDelayMs } from "./sign-in-slowdown.ts";
import { DEFAULT_HASH_COST, hashPassword } from "./password.ts";

/** The waits the slow-down asked for, recorded instead of slept; `hold` parks them until released. */
function recordingSleep() {
  const waits: number[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
      await gate;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = undefined;
    },
  };
}

function signInWith(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: freshIp(), // a new address each time: the per-IP limit is not what is tested here
    payload: { email, password },
  });
}

/**
 * A camper whose password is hashed at the suite's cost, written straight into the database: a server hashing new
 * passwords at the production cost still checks a stored hash at the cost it was made with.
 */
async function camperHashedCheaply(db: Db): Promise<{ email: string }> {
  const id = randomUUID();
  const email = `cheap-${id.slice(0, 8)}@example.org`;
  await db.insert(users).values({ id, name: "Cheap Hash", email });
  const password = await hashPassword(TEST_PASSWORD, undefined, TEST_HASH_COST);
  await db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password });
  return { email };
}

async function failTimes(t: TestApp, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signInWith(t, email, "WrongPass1")).statusCode);
  return statuses;
}

describe("the slow-down's schedule", () => {
  it("is free for 5 failures, then waits 1 s, 2 s, 4 s, 8 s and 10 s from then on", () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50, 10_000].map((n) => slowdownDelayMs(n, SLOWDOWN_DEFAULTS));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000]);
  });

  it("counts an e-mail whatever its case and surrounding blanks", () => {
    expect(accountKey(" Sara@MedCamp.dev ")).toBe(accountKey("sara@medcamp.dev"));
    expect(accountKey("sara@medcamp.dev")).not.toContain("sara");
  });
});

describe("per-account slow-down of failed sign-ins", () => {
  const clock = recordingSleep();
  let t: TestApp;
  let camper: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { signInSlowdown: { sleep: clock.sleep } });
    camper = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock.waits.length = 0;
  });

  it("lets 5 failures through at once, then makes each further attempt wait longer, still answering 401", async () => {
    expect(await failTimes(t, camper.email, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(clock.waits).toEqual([]);
    expect(await failTimes(t, camper.email.toUpperCase(), 3)).toEqual([401, 401, 401]);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
  });

  it("leaves another account alone", async () => {
    expect(await failTimes(t, other.email, 1)).toEqual([401]);
    expect((await signInWith(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(clock.waits).toEqual([]);
  });

  it("still signs the right password in (after the wait), so nobody can lock another person out", async () => {
    const res = await signInWith(t, camper.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: camper.email } });
    expect(clock.waits).toEqual([8000]);
  });

  it("forgets the failures after a success", async () => {
    expect(await failTimes(t, camper.email, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(clock.waits).toEqual([]);
  });

  it("slows unknown e-mails the same way, so the wait tells nothing about who has an account", async () => {
    const nobody = `nobody-${crypto.randomUUID().slice(0, 8)}@example.org`;
    expect(await failTimes(t, nobody, 7)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(clock.waits).toEqual([1000, 2000]);
  });

  it("counts attempts sent all at once, as each is counted before its password is checked", async () => {
    const burst = `burst-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => signInWith(t, burst, "WrongPass1")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    expect(clock.waits.sort((a, b) => a - b)).toEqual([1000, 2000, 4000]);
  });

  it("starts again once the last attempt is older than the window (15 minutes)", async () => {
    const stale = `stale-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await failTimes(t, stale, 6);
    expect(clock.waits).toEqual([1000]);
    await t.database.db.execute(
      sql`update sign_in_failure set last_attempt_at = last_attempt_at - interval '16 minutes'
        where key = ${accountKey(stale)}`,
    );
    expect(await failTimes(t, stale, 1)).toEqual([401]);
    expect(clock.waits).toEqual([1000]);
    const rows = await queryRows<{ failures: number }>(
      t.database.db,
      sql`select failures from sign_in_failure where key = ${accountKey(stale)}`,
    );
    expect(rows).toEqual([{ failures: 1 }]);
  });

  it("keeps no e-mail address in clear and prunes rows past the window", async () => {
    const rows = await queryRows<{ key: string }>(t.database.db, sql`select key from sign_in_failure`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    await t.database.db.execute(sql`update sign_in_failure set last_attempt_at = now() - interval '1 hour'`);
    await failTimes(t, other.email, 1);
    const left = await queryRows<{ key: string }>(t.database.db, sql`select key from sign_in_failure`);
    expect(left.map((r) => r.key)).toEqual([accountKey(other.email)]);
  });
});

describe("the slow-down and the hashing threads", () => {
  const clock = recordingSleep();
  let t: TestApp;
  let camper: { email: string };
  let other: { email: string };
  beforeAll(async () => {
    // One hashing thread and no waiting place: an attempt that held or queued for it would make others 503. Hashing
    // at the production cost (about 0.7 s, not the suite's 40 ms) keeps the thread busy while a second attempt comes:
    // what an unknown e-mail's attempt hashes. The two campers' own passwords are checked at the suite's cost.
    t = await createTestApp(
      { PASSWORD_HASH_COST: String(DEFAULT_HASH_COST) },
      { hashing: { threads: 1, queue: 0 }, signInSlowdown: { sleep: clock.sleep } },
    );
    camper = await camperHashedCheaply(t.database.db);
    other = await camperHashedCheaply(t.database.db);
  });
  afterAll(() => t.close());

  it("waits before queuing for a hashing thread, so a waiting attempt holds none", async () => {
    await failTimes(t, camper.email, 5);
    clock.hold();
    const waiting = signInWith(t, camper.email, "WrongPass1");
    await expect.poll(() => clock.waits).toEqual([1000]);
    expect((await signInWith(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
    clock.release();
    expect((await waiting).statusCode).toBe(401);
  });

  it("does not count an attempt the busy pool refused (503) against the account", async () => {
    const busy = `busy-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const answers = await Promise.all([signInWith(t, busy, "WrongPass1"), signInWith(t, busy, "WrongPass1")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 503]);
    const rows = await queryRows<{ failures: number }>(
      t.database.db,
      sql`select failures from sign_in_failure where key = ${accountKey(busy)}`,
    );
    expect(rows).toEqual([{ failures: 1 }]);
  });
});
