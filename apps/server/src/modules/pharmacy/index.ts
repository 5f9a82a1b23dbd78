import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPharmacyRepository } from "./repository.ts";
import { pharmacyRoutes } from "./routes.ts";
import { createPharmacyService, type PharmacyService } from "./service.ts";

export type { PharmacyService } from "./service.ts";

/** The camp's pharmacy (issue 40): its service, which the clinic also asks for a visit's dispenses. */
export const pharmacyServiceFor = (db: Db, clock: Clock, audit: AuditService) =>
  createPharmacyService({ db, pharmacy: createPharmacyRepository(), clock, audit });

/** The camp's pharmacy with exact stock (issue 40): stock in batches, dispenses, the stock report. */
export const pharmacyModule: FastifyPluginAsync<{ service: PharmacyService }> = async (app, { service }) => {
  await app.register(pharmacyRoutes, { service });
};
