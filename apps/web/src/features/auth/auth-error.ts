import { MESSAGES } from "../../i18n/messages";
import { ApiError, UNKNOWN_ERROR_CODE } from "../../lib/api-client";

/** An auth failure as product.md §8 shows it: a sentence, with the provider's error code after it. */
export type AuthFailure = { code: string; message: string; text: string };

/**
 * better-auth's codes in the product's words (issue 17, item 5): the sign-in screens say what happened and what to
 * do, not the library's wording. A code not listed keeps the server's own sentence (our refusals are sentences).
 * Read when a failure is shown, in the language being read.
 */
function sentences(): Record<string, string> {
  const M = MESSAGES.authUi;
  return {
    INVALID_EMAIL_OR_PASSWORD: M.wrongCredentials,
    INVALID_PASSWORD: M.wrongCredentials,
    USER_NOT_FOUND: M.wrongCredentials,
    CREDENTIAL_ACCOUNT_NOT_FOUND: M.wrongCredentials,
    USER_ALREADY_EXISTS: M.accountExists,
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: M.accountExists,
    INVALID_EMAIL: MESSAGES.auth.emailInvalid,
    PASSWORD_TOO_SHORT: M.passwordTooShort,
    PASSWORD_TOO_LONG: MESSAGES.auth.passwordTooLong,
    EMAIL_NOT_VERIFIED: M.emailNotVerified,
    FAILED_TO_CREATE_USER: M.createUserFailed,
    FAILED_TO_CREATE_SESSION: M.createSessionFailed,
    PROVIDER_NOT_FOUND: M.googleUnavailable,
    TOO_MANY_REQUESTS: MESSAGES.errors.tooManyRequests,
    RATE_LIMITED: MESSAGES.errors.tooManyRequests,
  };
}

/** The sentence for a code: the product's words, else the server's message, else the generic one. */
export function authSentence(code: string, message: string): string {
  return sentences()[code] ?? (message && message !== code ? message : MESSAGES.camps.somethingWrong);
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
