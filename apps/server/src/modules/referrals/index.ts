import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPeopleRepository, createVisitsRepository, type Sealer } from "../clinic/index.ts";
import { createReferralsRepository } from "./repository.ts";
import { referralsRoutes } from "./routes.ts";
import { createReferralsService } from "./service.ts";
import { referralTokenKey } from "./token.ts";

export { linkExpiry, readReferralToken, referralToken, referralTokenKey } from "./token.ts";

/**
 * Referrals that close the loop (issue 40): partner facilities, referrals with every essential item, their slips,
 * the facility's confirmation through a signed, expiring link (its key derived from the auth secret), and the
 * coordinator's list, calls and figures.
 */
export const referralsModule: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  sealer: Sealer;
  audit: AuditService;
  secret: string;
  baseUrl: string;
}> = async (app, { db, clock, sealer, audit, secret, baseUrl }) => {
  const service = createReferralsService({
    db,
    referrals: createReferralsRepository(db),
    people: createPeopleRepository(db),
    visits: createVisitsRepository(db),
    audit,
    clock,
    sealer,
    tokenKey: referralTokenKey(secret),
    baseUrl,
  });
  await app.register(referralsRoutes, { service });
};
