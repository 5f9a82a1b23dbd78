import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";
import { apiArea, isPageForm, routePath } from "../../lib/request-path.ts";
import { databaseStore } from "./database-store.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * better-auth limits /api/auth/* itself (per IP and path); Stripe's signed webhook deliveries come from a few
 * addresses and are retried by Stripe, so they are not limited either.
 */
function isLimitedWrite(request: FastifyRequest): boolean {
  if (isPageForm(request)) return true;
  return (
    WRITE_METHODS.has(request.method) && apiArea(request) === "api" && !routePath(request).startsWith("/api/webhooks/")
  );
}

/**
 * Limits writes under /api, and the public pages' form posts (ADR 025), per signed-in user (per client IP when anonymous), in one bucket across all write
 * routes, counted in Redis when REDIS_URL is set and else in the database, so every instance shares them.
 * Register after the session hook: the key needs `request.user`. Over the limit: 429 {message, code} through
 * the error handler, with Retry-After. If the counter store fails (Redis down), writes go through unlimited
 * rather than failing.
 */
export async function registerWriteRateLimit(
  app: FastifyInstance,
  opts: { limit: { max: number; windowSeconds: number }; db: Db; redis: Redis | undefined },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: "onRequest",
    max: opts.limit.max,
    timeWindow: opts.limit.windowSeconds * 1000,
    keyGenerator: (request) => (request.user ? `write:user:${request.user.id}` : `write:ip:${request.ip}`),
    allowList: (request) => !isLimitedWrite(request),
    ...(opts.redis ? { redis: opts.redis, nameSpace: "medcamp:" } : { store: databaseStore(opts.db) }),
    skipOnError: true,
  });
}
