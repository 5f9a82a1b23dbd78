import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createVisitsRepository } from "../clinic/visits-repository.ts";
import { createPharmacyRepository } from "./repository.ts";
import { pharmacyRoutes } from "./routes.ts";
import { createPharmacyService } from "./service.ts";

export { createPharmacyRepository } from "./repository.ts";

/** The camp's pharmacy with exact stock (issue 40): stock in batches, dispenses, the stock report. */
export const pharmacyModule: FastifyPluginAsync<{ db: Db; clock: Clock; audit: AuditService }> = async (
  app,
  { db, clock, audit },
) => {
  const service = createPharmacyService({
    db,
    pharmacy: createPharmacyRepository(),
    visits: createVisitsRepository(db),
    clock,
    audit,
  });
  await app.register(pharmacyRoutes, { service });
};
