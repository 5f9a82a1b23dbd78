import { MESSAGES } from "../../i18n/messages";
import { ApiError, UNKNOWN_ERROR_CODE } from "../../lib/api-client";

/**
 * product.md §8 for a failed intent request: a refusal that carries the server's message (a 4xx `{message, code}`, e.g.
 * "Price must be one of the package prices.") reads "Error creating payment intent. {message}"; anything else
 * (offline, a 5xx, an answer without a client secret) reads "Payment initialization failed. Try again.".
 */
export function intentErrorText(error: Error | null, answeredWithoutSecret: boolean): string {
  if (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (refused && error.code !== UNKNOWN_ERROR_CODE) return `${MESSAGES.payment.intentFailedPrefix}${error.message}`;
    return MESSAGES.payment.initFailed;
  }
  return answeredWithoutSecret ? MESSAGES.payment.initFailed : "";
}
