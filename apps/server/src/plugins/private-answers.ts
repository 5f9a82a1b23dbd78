import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NO_STORE } from "../cache/http-cache.ts";
import { guardOf } from "../lib/guards.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Every answer of this route depends on the session: `Cache-Control: no-store`, refusals included. Set by
     * `registerPrivateAnswers` from the route's guard (signedInOnly, adminOnly) and for better-auth's /api/auth/*,
     * never by hand.
     */
    privateAnswers?: boolean;
  }
}

/** What a route or an answer says about shared caching: only `public` answers are the same for everyone. */
const isPublic = (reply: FastifyReply) => /^\s*public\b/i.test(String(reply.getHeader("cache-control") ?? ""));

/** Whether this answer depends on the session, so that no browser or proxy may keep it. */
function dependsOnSession(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.routeOptions.config.privateAnswers) return true;
  // A public route answering a signed-in viewer: private unless the route said it is everyone's answer.
  return Boolean(request.user) && !isPublic(reply);
}

/**
 * Private answers are never cached (ASVS 5.0 14.3.2, 14.2.2): every answer of a guarded route and of
 * /api/auth/* — successes, refusals, 304s alike — carries `Cache-Control: no-store`, decided in one place from
 * the route table rather than per route. A public route's answer to a signed-in viewer is `no-store` too, unless
 * the route marked it `public` (then it is the same answer everyone gets, ETag and all). Register before any
 * route, so that the onRoute hook sees them all.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const auth = route.url.startsWith("/api/auth/");
    if (auth || guardOf(route) !== "public") route.config = { ...route.config, privateAnswers: true };
  });
  app.addHook("onSend", async (request, reply) => {
    if (dependsOnSession(request, reply)) reply.header("cache-control", NO_STORE);
  });
}
