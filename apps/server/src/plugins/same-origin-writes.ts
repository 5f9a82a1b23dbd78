import type { FastifyInstance } from "fastify";
import { refuse } from "../lib/http-errors.ts";
import { apiArea } from "../lib/request-path.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses a cookie-bearing write under /api that a browser sent from another site (its Origin is not BASE_URL's,
 * or Sec-Fetch-Site says cross-site), so a page elsewhere cannot ride a camper's session even where SameSite
 * does not apply. better-auth checks /api/auth/* itself; Stripe's webhook carries no cookie and is signed.
 * Clients that send no Origin (scripts, curl) are not browsers riding a cookie and pass.
 */
export function registerSameOriginWrites(app: FastifyInstance, opts: { baseUrl: string }): void {
  const allowed = new URL(opts.baseUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!WRITE_METHODS.has(request.method) || apiArea(request) !== "api") return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin;
    if ((origin !== undefined && origin !== allowed) || request.headers["sec-fetch-site"] === "cross-site") {
      throw refuse("CROSS_SITE_REQUEST");
    }
  });
}
