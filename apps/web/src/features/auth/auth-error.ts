import { MESSAGES } from "@medcamp/contract";
import { ApiError, UNKNOWN_ERROR_CODE } from "../../lib/api-client";

/** An auth failure as product.md §8 shows it: the provider's error code with a human message. */
export type AuthFailure = { code: string; message: string; text: string };

/** One wording everywhere (under the form, on the field, in the toast): "message (CODE)". */
export function authFailure(code: string, message: string): AuthFailure {
  const text = message && message !== code ? `${message} (${code})` : code;
  return { code, message, text };
}

/** Reads the server's `{message, code}` (better-auth's codes such as INVALID_EMAIL_OR_PASSWORD). */
export function authFailureFrom(error: unknown, fallback: string = MESSAGES.camps.somethingWrong): AuthFailure {
  if (error instanceof ApiError) return authFailure(error.code, error.message);
  return authFailure(UNKNOWN_ERROR_CODE, fallback);
}
