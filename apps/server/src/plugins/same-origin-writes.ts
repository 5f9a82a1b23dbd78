import type { FastifyInstance } from "fastify";
import { refuse } from "../lib/http-errors.ts";
import { apiArea, isPageForm, routePath } from "../lib/request-path.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Writes meant to come from anywhere: the one-click unsubscribe (RFC 8058) that mail programs POST, cookies or not.
 * Its signed token is the credential and it can only turn e-mails off (modules/newsletter/routes.ts).
 */
const CROSS_SITE_WRITES = new Set(["/api/unsubscribe"]);

/**
 * Refuses a cookie-bearing write under /api that a browser sent from another site (its Origin is not BASE_URL's,
 * or Sec-Fetch-Site says cross-site), so a page elsewhere cannot ride a camper's session even where SameSite
 * does not apply. better-auth checks /api/auth/* itself; Stripe's webhook carries no cookie and is signed; the
 * one-click unsubscribe is exempt (CROSS_SITE_WRITES).
 * Clients that send no Origin (scripts, curl) are not browsers riding a cookie and pass.
 * The public pages' own forms (ADR 025: the newsletter box, the theme switch, posted as plain HTML) are held to the
 * same rule with or without a cookie: a page elsewhere must not post them for a visitor either.
 */
export function registerSameOriginWrites(app: FastifyInstance, opts: { baseUrl: string }): void {
  const allowed = new URL(opts.baseUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!isPageForm(request)) {
      if (!WRITE_METHODS.has(request.method) || apiArea(request) !== "api") return;
      if (!request.headers.cookie) return;
      if (CROSS_SITE_WRITES.has(routePath(request))) return;
    }
    const origin = request.headers.origin;
    if ((origin !== undefined && origin !== allowed) || request.headers["sec-fetch-site"] === "cross-site") {
      throw refuse("CROSS_SITE_REQUEST");
    }
  });
}
