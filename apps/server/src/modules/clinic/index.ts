import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createPeopleRepository } from "./people-repository.ts";
import { clinicRoutes } from "./routes.ts";
import type { Sealer } from "./sealing.ts";
import { createClinicService } from "./service.ts";
import { createVisitsRepository } from "./visits-repository.ts";

export { clinicalSealer } from "./clinical-key.ts";
export type { Sealer } from "./sealing.ts";

/** The camp clinic (issue 39): people, visits, station queues and sections, signatures, and the reads of them. */
export const clinicModule: FastifyPluginAsync<{ db: Db; clock: Clock; sealer: Sealer }> = async (
  app,
  { db, clock, sealer },
) => {
  const service = createClinicService({
    db,
    people: createPeopleRepository(db),
    visits: createVisitsRepository(db),
    clock,
    sealer,
  });
  await app.register(clinicRoutes, { service });
};
