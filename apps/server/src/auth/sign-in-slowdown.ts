import { createHash } from "node:crypto";
import { setTimeout as timer } from "node:timers/promises";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";

export interface SlowdownOptions {
  /** Failed sign-ins of an account, within the window, that cost nothing. */
  freeFailures: number;
  /** An account's count starts again once its last attempt is this old. */
  windowMs: number;
  /** The wait of the first attempt after the free ones; each further attempt waits twice as long… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** Waits without holding the event loop (tests pass one that records instead). */
  sleep: (ms: number) => Promise<void>;
}

export const SLOWDOWN_DEFAULTS: SlowdownOptions = {
  freeFailures: 5,
  windowMs: 15 * 60_000,
  firstDelayMs: 1000,
  maxDelayMs: 10_000,
  sleep: (ms) => timer(ms),
};

/** The wait before an attempt that follows `priorFailures` failed (or unfinished) ones: 0, then 1 s, 2 s, 4 s … 10 s. */
export function slowdownDelayMs(
  priorFailures: number,
  { freeFailures, firstDelayMs, maxDelayMs }: Pick<SlowdownOptions, "freeFailures" | "firstDelayMs" | "maxDelayMs">,
): number {
  if (priorFailures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** Math.min(priorFailures - freeFailures, 30), maxDelayMs);
}

/** The account an attempt is counted against: its e-mail as better-auth finds it (trimmed, lower-cased), hashed. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Counts an attempt against the account before its password is checked, and answers how many failed or unfinished
 * attempts came before it in the window. Counting first means attempts sent all at once are slowed too. The same
 * statement prunes other accounts' rows that are past the window. Timed by the database clock, like the rate limits.
 */
export async function beginAttempt(db: Db, key: string, windowMs: number): Promise<number> {
  const window = sql`${windowMs}::double precision * interval '1 millisecond'`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`with pruned as (
        delete from sign_in_failure where last_attempt_at <= clock_timestamp() - ${window} and key <> ${key}
      )
      insert into sign_in_failure (key, failures, last_attempt_at) values (${key}, 1, clock_timestamp())
      on conflict (key) do update set
        failures = case when sign_in_failure.last_attempt_at <= excluded.last_attempt_at - ${window}
          then 1 else sign_in_failure.failures + 1 end,
        last_attempt_at = excluded.last_attempt_at
      returning failures`,
  );
  return rows[0]!.failures - 1;
}

/**
 * How the attempt ended: a success forgets the account's failures, a wrong password (401) stays counted, and an
 * attempt whose password was never judged (503 busy, another refusal) is taken back.
 */
export async function endAttempt(db: Db, key: string, outcome: "success" | "failure" | "unjudged"): Promise<void> {
  if (outcome === "success") await db.execute(sql`delete from sign_in_failure where key = ${key}`);
  if (outcome === "unjudged") {
    await db.execute(sql`update sign_in_failure set failures = greatest(failures - 1, 0) where key = ${key}`);
  }
}

function outcomeOf(returned: unknown): "success" | "failure" | "unjudged" {
  if (!isAPIError(returned)) return "success";
  // A wrong password: sign-in's 401, or a password change's 400 INVALID_PASSWORD (its current password).
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return returned.statusCode === 401 || code === "INVALID_PASSWORD" ? "failure" : "unjudged";
}

/** The password checks counted per account: sign-in, and changing the password (it checks the current one). */
const PASSWORD_CHECK_PATHS = new Set(["/sign-in/email", "/change-password"]);
const checksPassword = (ctx: { path?: string }) => PASSWORD_CHECK_PATHS.has(ctx.path ?? "");

/** The account an attempt is about: the e-mail a sign-in names, the signed-in person's for a password change. */
async function keyOf(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | undefined> {
  if (ctx.path === "/change-password") {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    return session ? accountKey(session.user.email) : undefined;
  }
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? accountKey(email) : undefined;
}

/**
 * A per-account slow-down of e-mail sign-in and of changing the password (it checks the current one; issue 37), on
 * top of the per-IP limit: after `freeFailures` failed attempts on
 * one e-mail (known or not, so the wait tells nothing about who has an account) within the window, each further
 * attempt waits 1 s, 2 s, 4 s … up to 10 s before its password is checked — before it queues for a hashing thread
 * (ADR 011), on a timer, not on the event loop. It never refuses: the right password still signs in (and resets
 * the count), so nobody can lock another person out; the worst they can do is make that person wait 10 s.
 */
export function signInSlowdown(db: Db, options: Partial<SlowdownOptions> = {}): BetterAuthPlugin {
  const settings = { ...SLOWDOWN_DEFAULTS, ...options };
  return {
    id: "medcamp-sign-in-slowdown",
    hooks: {
      before: [
        {
          matcher: checksPassword,
          handler: createAuthMiddleware(async (ctx) => {
            const key = await keyOf(ctx);
            if (!key) return;
            const wait = slowdownDelayMs(await beginAttempt(db, key, settings.windowMs), settings);
            if (wait > 0) await settings.sleep(wait);
          }),
        },
      ],
      after: [
        {
          matcher: checksPassword,
          handler: createAuthMiddleware(async (ctx) => {
            const key = await keyOf(ctx);
            if (!key) return;
            try {
              await endAttempt(db, key, outcomeOf(ctx.context.returned));
            } catch (error) {
              // The answer is decided already; a count left standing only slows this account a little longer.
              ctx.context.logger.error("sign-in slow-down: could not record the outcome", error);
            }
          }),
        },
      ],
    },
  };
}
