/** An e-mail address anywhere in a path segment (percent-encoded `@` too). */
const EMAIL_IN_PATH = /[^/?#]+(?:@|%40)[^/?#]+/gi;

/** The request's path for a log line: no query string, and every e-mail address in it masked. */
export const logSafePath = (url: string) => (url.split("?")[0] ?? "").replace(EMAIL_IN_PATH, "[email]");
