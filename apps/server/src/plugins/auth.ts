import { activeBadge, type AuthUser } from "@medcamp/contract";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { refusalMessage } from "@medcamp/contract";
import { type Auth, CLIENT_IP_HEADER } from "../auth/auth.ts";
import { HASH_BUSY_RETRY_AFTER_S } from "../lib/http-errors.ts";
import { refusalBody } from "../auth/error-body.ts";
import { type Clock, systemClock } from "../lib/clock.ts";
import { apiArea } from "../lib/request-path.ts";

/** The signed-in user (the contract's auth user: the shape `GET /api/auth/get-session` returns). */
export type SignedInUser = AuthUser;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, or null. Set for every /api request. */
    user: SignedInUser | null;
  }
}

function toWebHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** better-auth endpoints that hash a password. */
const HASHING_PATHS = new Set(["/sign-in/email", "/sign-up/email", "/change-password", "/reset-password"]);

/**
 * Mounts better-auth at /api/auth/* (a Fetch-API bridge) and resolves the session of every other /api request
 * into `request.user`. The client IP header better-auth keys its rate limits on is always set here from
 * Fastify's `request.ip` (which honours TRUSTED_PROXIES), never taken from the client.
 */
export async function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  opts: { hashingFull: () => boolean; clock?: Clock } = { hashingFull: () => false },
): Promise<void> {
  app.decorateRequest("user", null);

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      // On BASE_URL whatever the target's form: an absolute-form target (`http://other/api/auth/…`) names no host.
      const base = auth.options.baseURL as string;
      const target = new URL(request.url, base);
      const url = new URL(target.pathname + target.search, base);
      // While every hashing thread is busy and the queue is full, a request that would hash is refused before
      // better-auth parses it or counts it in the database: a flood costs the server next to nothing (ADR 011).
      if (
        request.method === "POST" &&
        HASHING_PATHS.has(url.pathname.replace(/^\/api\/auth/, "")) &&
        opts.hashingFull()
      ) {
        return reply
          .status(503)
          .header("retry-after", String(HASH_BUSY_RETRY_AFTER_S))
          .send({ message: refusalMessage("BUSY"), code: "BUSY" });
      }
      const hasBody = request.method !== "GET" && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      }
      // better-auth's limiter says how long to wait only in X-Retry-After; clients and proxies read Retry-After.
      const retryAfter = response.headers.get("x-retry-after");
      if (response.status === 429 && retryAfter && !response.headers.has("retry-after")) {
        reply.header("retry-after", retryAfter);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const text = await response.text();
      if (response.status >= 400) {
        reply.removeHeader("content-length");
        return reply.send(refusalBody(response.status, text));
      }
      return reply.send(text.length > 0 ? text : null);
    },
  });

  app.addHook("onRequest", async (request) => {
    if (apiArea(request) !== "api") return;
    if (!request.headers.cookie) return;
    const session = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!session) return;
    const u = session.user as typeof session.user & {
      role?: string | null;
      badge?: string | null;
      badgeUntil?: Date | string | null;
    };
    request.user = {
      id: u.id,
      email: u.email,
      name: u.name,
      image: u.image ?? null,
      role: u.role === "admin" ? "admin" : "student",
      badge: activeBadge(u.badge, u.badgeUntil, (opts.clock ?? systemClock).now()),
    };
  });
}
