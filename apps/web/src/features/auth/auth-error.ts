import { MESSAGES } from "../../i18n/messages";
import { ApiError, UNKNOWN_ERROR_CODE } from "../../lib/api-client";

/** An auth failure as product.md §8 shows it: a sentence, with the provider's error code after it. */
export type AuthFailure = { code: string; message: string; text: string };

const WRONG_CREDENTIALS = "Wrong e-mail or password";
const ACCOUNT_EXISTS = "An account with this e-mail already exists. Log in instead, or use another e-mail.";

/**
 * better-auth's codes in the product's words (issue 17, item 5): the sign-in screens say what happened and what to
 * do, not the library's wording. A code not listed keeps the server's own sentence (our refusals are sentences).
 */
const SENTENCES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: WRONG_CREDENTIALS,
  INVALID_PASSWORD: WRONG_CREDENTIALS,
  USER_NOT_FOUND: WRONG_CREDENTIALS,
  CREDENTIAL_ACCOUNT_NOT_FOUND: WRONG_CREDENTIALS,
  USER_ALREADY_EXISTS: ACCOUNT_EXISTS,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_EXISTS,
  INVALID_EMAIL: MESSAGES.auth.emailInvalid,
  PASSWORD_TOO_SHORT: "Password is too short. Use at least 6 characters.",
  PASSWORD_TOO_LONG: MESSAGES.auth.passwordTooLong,
  EMAIL_NOT_VERIFIED: "Verify your e-mail address first.",
  FAILED_TO_CREATE_USER: "The account could not be created. Please try again.",
  FAILED_TO_CREATE_SESSION: "You could not be signed in. Please try again.",
  PROVIDER_NOT_FOUND: "Google sign-in is not available here.",
  TOO_MANY_REQUESTS: MESSAGES.errors.tooManyRequests,
  RATE_LIMITED: MESSAGES.errors.tooManyRequests,
};

/** The sentence for a code: the product's words, else the server's message, else the generic one. */
export function authSentence(code: string, message: string): string {
  return SENTENCES[code] ?? (message && message !== code ? message : MESSAGES.camps.somethingWrong);
}

/** One wording everywhere (under the form, on the field, in the toast): "sentence (CODE)". */
export function authFailure(code: string, message: string): AuthFailure {
  const sentence = authSentence(code, message);
  return { code, message: sentence, text: `${sentence} (${code})` };
}

/** Reads the server's `{message, code}` (better-auth's codes such as INVALID_EMAIL_OR_PASSWORD). */
export function authFailureFrom(error: unknown, fallback: string = MESSAGES.camps.somethingWrong): AuthFailure {
  if (error instanceof ApiError) return authFailure(error.code, error.message);
  return authFailure(UNKNOWN_ERROR_CODE, fallback);
}
