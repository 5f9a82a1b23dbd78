import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPeopleRepository, createVisitSummaries, createVisitsRepository, type Sealer } from "../clinic/index.ts";
import { createLinkCodes } from "./link-codes.ts";
import { summaryLinkPageRoutes } from "./page-routes.ts";
import { createSummaryLinksRepository } from "./repository.ts";
import { createSummaryLinksService } from "./service.ts";
import { summaryLinkStaffRoutes } from "./staff-routes.ts";
import { summaryLinkKey } from "./token.ts";

export { readSummaryLinkToken, summaryLinkKey, summaryLinkToken } from "./token.ts";

/**
 * Visit summary links (issue 40 item 4): the camp's staff text a signed visit's summary to its person, who may have
 * no account, as a signed expiring link that opens only with a code texted to the person's verified number.
 */
export const summaryLinksModule: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  sealer: Sealer;
  audit: AuditService;
  secret: string;
  baseUrl: string;
}> = async (app, { db, clock, sealer, audit, secret, baseUrl }) => {
  const people = createPeopleRepository(db);
  const visits = createVisitsRepository(db);
  const service = createSummaryLinksService({
    db,
    links: createSummaryLinksRepository(),
    people,
    visits,
    summaries: createVisitSummaries({ people, visits, sealer, clock }),
    codes: createLinkCodes(secret),
    audit,
    clock,
    tokenKey: summaryLinkKey(secret),
    baseUrl,
  });
  // Personal answers, and URLs that are credentials: nothing here is stored by a cache, refusals included.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(summaryLinkStaffRoutes, { service });
  await app.register(summaryLinkPageRoutes, { service });
};
