import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { mayRunCampFor } from "../staff/index.ts";
import { issueTickets } from "../tickets/index.ts";
import { createCheckInsRepository } from "./repository.ts";
import { checkInsRoutes } from "./routes.ts";
import { createCheckInsService } from "./service.ts";

/** Check-in on the camp's day (issue 21). */
export const checkInsModule: FastifyPluginAsync<{ db: Db; clock: Clock; audit: AuditService }> = async (
  app,
  { db, clock, audit },
) => {
  const service = createCheckInsService({
    db,
    repo: createCheckInsRepository(db),
    clock,
    mayRunCamp: mayRunCampFor(db),
    audit,
    issueTickets: (requestIds) => issueTickets(db, requestIds),
  });
  await app.register(checkInsRoutes, { service });
};
