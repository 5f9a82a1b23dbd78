import { isAPIError } from "better-auth/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordCheckLimits } from "../../auth/password-check-limits.ts";
import type { SlowdownOptions } from "../../auth/sign-in-slowdown.ts";
import { hashingBusy } from "../../lib/http-errors.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { unlikeAllOf } from "../camps/index.ts";
import type { RequestsService } from "../requests/index.ts";
import { unlikeAllUpcomingOf } from "../upcoming/index.ts";
import { createAccountRepository } from "./repository.ts";
import { accountRoutes } from "./routes.ts";
import { createAccountService } from "./service.ts";

export interface AccountOptions {
  db: Db;
  requests: RequestsService;
  clock: Clock;
  /** better-auth's password check and its session cookies (from `auth.$context`). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  sessionCookies: () => Promise<Array<{ name: string; attributes: { path?: string } }>>;
  stopBilling?: ((userId: string) => Promise<void>) | undefined;
  /** Whether every hashing thread is busy and the queue is full. */
  hashingFull: () => boolean;
  /** Sign-in's per-address limit, which the routes that check a password keep too (AUTH_RATE_LIMIT). */
  authRateLimit: { max: number; windowSeconds: number };
  /** The per-account slow-down's schedule and timer (tests record the waits). */
  slowdown?: Partial<SlowdownOptions>;
}

/** better-auth answers a full hashing pool as its own 503: the same BUSY refusal as everywhere (issue 37). */
const busyAsRefusal = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 503) throw hashingBusy();
    throw error;
  }
};

/** Account self-service beyond better-auth's own endpoints: "Download my data" and "Delete my account" (issue 19). */
export const accountModuleRoutes: FastifyPluginAsyncZod<AccountOptions> = async (app, opts) => {
  const service = createAccountService({
    db: opts.db,
    repo: createAccountRepository(opts.db),
    releaseSeats: (tx, userId) => opts.requests.releaseAllOf(tx, userId),
    unlikeCamps: unlikeAllOf,
    unlikeUpcoming: unlikeAllUpcomingOf,
    verifyPassword: (hash, password) => busyAsRefusal(opts.verifyPassword(hash, password)),
    passwordChecks: passwordCheckLimits(opts.db, opts.hashingFull, opts.slowdown),
    stopBilling: opts.stopBilling,
    clock: opts.clock,
  });
  const clearSessionCookies = async () =>
    (await opts.sessionCookies()).map(
      ({ name, attributes }) =>
        `${name}=; Max-Age=0; Path=${attributes.path ?? "/"}; HttpOnly; SameSite=Lax` +
        (name.startsWith("__Secure-") ? "; Secure" : ""),
    );
  await app.register(accountRoutes, { service, clearSessionCookies, authRateLimit: opts.authRateLimit });
};
