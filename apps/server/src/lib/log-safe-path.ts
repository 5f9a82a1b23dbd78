/** An e-mail address anywhere in a path segment (percent-encoded `@` too). */
const EMAIL_IN_PATH = /[^/?#]+(?:@|%40)[^/?#]+/gi;
/** A personal calendar feed's token: the URL is its only credential (ADR 013). */
const CALENDAR_TOKEN_IN_PATH = /^(\/api\/calendar\/)[^/]+$/i;

/** The request's path for a log line: no query string, and every e-mail address and feed token in it masked. */
export const logSafePath = (url: string) =>
  (url.split("?")[0] ?? "").replace(EMAIL_IN_PATH, "[email]").replace(CALENDAR_TOKEN_IN_PATH, "$1[token]");
