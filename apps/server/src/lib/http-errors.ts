import { REFUSALS, type RefusalCode, type RefusalParams, refusalMessage } from "@medcamp/contract";

/**
 * A refusal of the contract's catalogue: the error handler answers `{message, code}` with its status, and with
 * `Retry-After` when it says when to come back.
 */
export class Refusal extends Error {
  readonly status: number;

  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.status = REFUSALS[code].status;
  }
}

/** Seconds a client is asked to wait when every password-hashing thread is busy. */
export const HASH_BUSY_RETRY_AFTER_S = 2;

/** Every password-hashing thread is busy and its queue is full: 503 BUSY, come back in a moment (ADR 011). */
export const hashingBusy = () => new Refusal("BUSY", refusalMessage("BUSY"), HASH_BUSY_RETRY_AFTER_S);

/** `throw refuse("CAMP_NOT_FOUND")`; a code whose message names values takes them: `refuse("PRICE_MISMATCH", {…})`. */
export function refuse<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): Refusal {
  return new Refusal(code, refusalMessage(code, ...params));
}
