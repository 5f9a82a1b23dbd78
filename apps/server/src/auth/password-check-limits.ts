import type { Db } from "../db/client.ts";
import { refusalMessage } from "@medcamp/contract";
import { hashingBusy, Refusal } from "../lib/http-errors.ts";
import {
  accountKey,
  beginAttempt,
  endAttempt,
  SLOWDOWN_DEFAULTS,
  type SlowdownOptions,
  slowdownDelayMs,
} from "./sign-in-slowdown.ts";

export type CheckOutcome = "success" | "failure" | "unjudged";

/** Seconds an account is asked to wait when one of its password checks is still running. */
export const CHECK_IN_FLIGHT_RETRY_AFTER_S = 1;

/**
 * A password checked outside sign-in (Delete my account, issue 37) is held to sign-in's limits: refused at once with
 * 503 BUSY while every hashing thread is busy and the queue is full, and counted with the account's sign-in
 * attempts, so after the free failures each check waits 1 s, 2 s, 4 s … 10 s before it queues for a thread. (The
 * per-address limit is the route's: AUTH_RATE_LIMIT.) And one check per account at a time on this instance: another
 * while one runs (or waits out its slow-down) is 429 with Retry-After at once, so an account hammering the route holds
 * one hashing thread at most and other people's sign-ins keep the rest. `begin` answers how to end the attempt.
 */
export function passwordCheckLimits(db: Db, hashingFull: () => boolean, options: Partial<SlowdownOptions> = {}) {
  const settings = { ...SLOWDOWN_DEFAULTS, ...options };
  const inFlight = new Set<string>();
  return {
    async begin(email: string): Promise<(outcome: CheckOutcome) => Promise<void>> {
      if (hashingFull()) throw hashingBusy();
      const key = accountKey(email);
      if (inFlight.has(key)) {
        throw new Refusal("RATE_LIMITED", refusalMessage("RATE_LIMITED"), CHECK_IN_FLIGHT_RETRY_AFTER_S);
      }
      inFlight.add(key);
      try {
        const wait = slowdownDelayMs(await beginAttempt(db, key, settings.windowMs), settings);
        if (wait > 0) await settings.sleep(wait);
      } catch (error) {
        inFlight.delete(key);
        throw error;
      }
      return (outcome) => {
        inFlight.delete(key);
        return endAttempt(db, key, outcome);
      };
    },
  };
}
export type PasswordCheckLimits = ReturnType<typeof passwordCheckLimits>;
