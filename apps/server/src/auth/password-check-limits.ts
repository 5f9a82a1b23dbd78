import type { Db } from "../db/client.ts";
import { hashingBusy } from "../lib/http-errors.ts";
import {
  accountKey,
  beginAttempt,
  endAttempt,
  SLOWDOWN_DEFAULTS,
  type SlowdownOptions,
  slowdownDelayMs,
} from "./sign-in-slowdown.ts";

export type CheckOutcome = "success" | "failure" | "unjudged";

/**
 * A password checked outside sign-in (Delete my account, issue 37) is held to sign-in's limits: refused at once with
 * 503 BUSY while every hashing thread is busy and the queue is full, and counted with the account's sign-in
 * attempts, so after the free failures each check waits 1 s, 2 s, 4 s … 10 s before it queues for a thread. (The
 * per-address limit is the route's: AUTH_RATE_LIMIT.) `begin` answers how to end the attempt.
 */
export function passwordCheckLimits(db: Db, hashingFull: () => boolean, options: Partial<SlowdownOptions> = {}) {
  const settings = { ...SLOWDOWN_DEFAULTS, ...options };
  return {
    async begin(email: string): Promise<(outcome: CheckOutcome) => Promise<void>> {
      if (hashingFull()) throw hashingBusy();
      const key = accountKey(email);
      const wait = slowdownDelayMs(await beginAttempt(db, key, settings.windowMs), settings);
      if (wait > 0) await settings.sleep(wait);
      return (outcome) => endAttempt(db, key, outcome);
    },
  };
}
export type PasswordCheckLimits = ReturnType<typeof passwordCheckLimits>;
