import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPeopleRepository, createVisitsRepository, type Sealer } from "../clinic/index.ts";
import { createReferralsRepository } from "./repository.ts";
import { referralsRoutes } from "./routes.ts";
import { createReferralsService, type ReferralsService } from "./service.ts";
import { referralTokenKey } from "./token.ts";

export { linkExpiry, readReferralToken, referralToken, referralTokenKey } from "./token.ts";
export type { ReferralsService } from "./service.ts";

/** The referrals service (issue 40), which the clinic also asks for a visit's referrals; links signed from `secret`. */
export const referralsServiceFor = (deps: {
  db: Db;
  clock: Clock;
  sealer: Sealer;
  audit: AuditService;
  secret: string;
  baseUrl: string;
}) =>
  createReferralsService({
    db: deps.db,
    referrals: createReferralsRepository(deps.db),
    people: createPeopleRepository(deps.db),
    visits: createVisitsRepository(deps.db),
    audit: deps.audit,
    clock: deps.clock,
    sealer: deps.sealer,
    tokenKey: referralTokenKey(deps.secret),
    baseUrl: deps.baseUrl,
  });

/**
 * Referrals that close the loop (issue 40): partner facilities, referrals with every essential item, their slips,
 * the facility's confirmation through a signed, expiring link (its key derived from the auth secret), and the
 * coordinator's list, calls and figures.
 */
export const referralsModule: FastifyPluginAsync<{ service: ReferralsService }> = async (app, { service }) => {
  await app.register(referralsRoutes, { service });
};
