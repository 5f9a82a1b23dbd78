import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPeopleRepository, createVisitsRepository, type Sealer } from "../clinic/index.ts";
import { createFhirRepository } from "./repository.ts";
import { fhirRoutes } from "./routes.ts";
import { createFhirService } from "./service.ts";

/** FHIR R4 exports of visits (issue 41 item 3, ADR 031): read as the clinic reads them, every read logged. */
export const fhirModule: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  sealer: Sealer;
  audit: AuditService;
  baseUrl: string;
}> = async (app, { db, clock, sealer, audit, baseUrl }) => {
  const service = createFhirService({
    db,
    repo: createFhirRepository(),
    visits: createVisitsRepository(db),
    people: createPeopleRepository(db),
    sealer,
    clock,
    base: `${baseUrl}/fhir`,
  });
  await app.register(fhirRoutes, { service, audit });
};
