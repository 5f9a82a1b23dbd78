import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createPeopleRepository, createVisitSummaries, createVisitsRepository, type Sealer } from "../clinic/index.ts";
import { healthRecordPdfRoutes } from "./routes.ts";
import { createHealthRecordPdfService } from "./service.ts";

/** "My health record" as a PDF (issue 41 item 3): the person's signed visits, read through the clinic's summary. */
export const healthRecordPdfModule: FastifyPluginAsync<{ db: Db; clock: Clock; sealer: Sealer }> = async (
  app,
  { db, clock, sealer },
) => {
  const people = createPeopleRepository(db);
  const visits = createVisitsRepository(db);
  const summaries = createVisitSummaries({ people, visits, sealer, clock });
  const service = createHealthRecordPdfService({ db, people, visits, summaries, clock });
  await app.register(healthRecordPdfRoutes, { service });
};
