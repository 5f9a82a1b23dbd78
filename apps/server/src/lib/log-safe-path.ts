/** An e-mail address anywhere in a path segment (percent-encoded `@` too). */
const EMAIL_IN_PATH = /[^/?#]+(?:@|%40)[^/?#]+/gi;
/** A personal calendar feed's token: the URL is its only credential (ADR 013). */
const CALENDAR_TOKEN_IN_PATH = /^(\/+api\/+calendar\/+)[^/]+\/*$/i;
/** A referral's confirmation link (issue 40): its token is the receiving facility's only credential. */
const REFERRAL_TOKEN_IN_PATH = /^(\/+api\/+referrals\/+confirm\/+)[^/]+\/*$/i;
/** A visit summary link (issue 40): its token, with the code texted to the person, opens their summary. */
const SUMMARY_LINK_IN_PATH = /^(\/+api\/+summary-links\/+)[^/]+(\/+(?:code|open))?\/*$/i;
const SUMMARY_PAGE_IN_PATH = /^\/+s\/+[^/]+\/*$/i;
/** A password reset's token in better-auth's own link (`GET /api/auth/reset-password/:token`). */
const RESET_TOKEN_IN_PATH = /^(\/+api\/+auth\/+reset-password\/+)[^/]+\/*$/i;

/** The path with its percent-encoded letters read, so `/api/%63alendar/…` is seen as what it is. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The request's path for a log line: no query string, and every e-mail address and secret token in it masked, in any
 * spelling that reaches the route (percent-encoded letters, doubled or trailing slashes).
 */
export function logSafePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  const read = decodedPath(path);
  if (CALENDAR_TOKEN_IN_PATH.test(read)) return "/api/calendar/[token]";
  if (RESET_TOKEN_IN_PATH.test(read)) return "/api/auth/reset-password/[token]";
  if (REFERRAL_TOKEN_IN_PATH.test(read)) return "/api/referrals/confirm/[token]";
  const summaryLink = SUMMARY_LINK_IN_PATH.exec(read);
  if (summaryLink) return `/api/summary-links/[token]${summaryLink[2]?.replace(/^\/+/, "/").toLowerCase() ?? ""}`;
  if (SUMMARY_PAGE_IN_PATH.test(read)) return "/s/[token]";
  return path.replace(EMAIL_IN_PATH, "[email]");
}

/** Routes whose path holds a credential, by the pattern the router matched: what their log line shows instead. */
const SECRET_ROUTES: Record<string, string> = {
  "/api/calendar/:token.ics": "/api/calendar/[token]",
  "/api/referrals/confirm/:token": "/api/referrals/confirm/[token]",
  "/api/summary-links/:token": "/api/summary-links/[token]",
  "/api/summary-links/:token/code": "/api/summary-links/[token]/code",
  "/api/summary-links/:token/open": "/api/summary-links/[token]/open",
};
const AUTH_ROUTE = "/api/auth/*";

/**
 * The path of a request the router matched, for its log line (issue 37): decided on the route it reached, whatever
 * spelling reached it, then as `logSafePath`.
 */
export function loggedRoutePath(url: string, route: string | undefined, params: unknown): string {
  const secret = route === undefined ? undefined : SECRET_ROUTES[route];
  if (secret) return secret;
  if (route === AUTH_ROUTE) {
    const rest = decodedPath(String((params as Record<string, unknown> | undefined)?.["*"] ?? ""));
    if (/^\/*reset-password\/+[^/]/i.test(rest)) return "/api/auth/reset-password/[token]";
  }
  return logSafePath(url);
}
