import { REFUSALS, type RefusalCode, type RefusalParams, refusalMessage } from "@medcamp/contract";

/** A refusal of the contract's catalogue: the error handler answers `{message, code}` with its status. */
export class Refusal extends Error {
  readonly status: number;

  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.status = REFUSALS[code].status;
  }
}

/** `throw refuse("CAMP_NOT_FOUND")`; a code whose message names values takes them: `refuse("PRICE_MISMATCH", {…})`. */
export function refuse<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): Refusal {
  return new Refusal(code, refusalMessage(code, ...params));
}
