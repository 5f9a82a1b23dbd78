import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
}

/** Account self-service beyond better-auth's own endpoints: "Download my data" and "Delete my account" (issue 19). */
export const accountModuleRoutes: FastifyPluginAsyncZod<AccountOptions> = async (app, opts) => {
  const service = createAccountService({
    db: opts.db,
    repo: createAccountRepository(opts.db),
    releaseSeats: (tx, userId) => opts.requests.releaseAllOf(tx, userId),
    unlikeCamps: unlikeAllOf,
    unlikeUpcoming: unlikeAllUpcomingOf,
    verifyPassword: opts.verifyPassword,
    stopBilling: opts.stopBilling,
    clock: opts.clock,
  });
  const clearSessionCookies = async () =>
    (await opts.sessionCookies()).map(
      ({ name, attributes }) =>
        `${name}=; Max-Age=0; Path=${attributes.path ?? "/"}; HttpOnly; SameSite=Lax` +
        (name.startsWith("__Secure-") ? "; Secure" : ""),
    );
  await app.register(accountRoutes, { service, clearSessionCookies });
};
