import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { sweepJob } from "../../lib/sweep-job.ts";
import type { AuditService } from "../audit/index.ts";
import { createClinicLists } from "./lists.ts";
import { createListsRepository } from "./lists-repository.ts";
import { clinicListsRoutes } from "./lists-routes.ts";
import { createPeopleRepository } from "./people-repository.ts";
import { createRecordsAdmin } from "./records-admin.ts";
import { clinicRecordsRoutes } from "./records-routes.ts";
import { createQueueFeed } from "./queue-feed.ts";
import { createClinicalRetentionSweep } from "./retention.ts";
import { clinicRoutes } from "./routes.ts";
import type { Sealer } from "./sealing.ts";
import { type ClinicDependencies, createClinicService } from "./service.ts";
import { createVisitsRepository } from "./visits-repository.ts";

export { clinicalSealer } from "./clinical-key.ts";
export type { Sealer } from "./sealing.ts";
// What referrals (issue 40) read of a visit: its person, its role holders, its sections as the clinic merges them.
export { createPeopleRepository, type PeopleRepository, type PersonRow } from "./people-repository.ts";
export { createVisitsRepository, type VisitsRepository } from "./visits-repository.ts";
export { joinSection, mergeWrites } from "./sections.ts";
// What the FHIR export (issue 41) reads of a visit: who reads it and which sections, as the clinic decides it.
export {
  type ClinicReader,
  readableSections,
  readerOf,
  readsReferrals,
  readsWholeRecord,
  type WholeRecordReader,
} from "./access.ts";
// What the summary link (issue 40) opens: the signed visit's summary, its read logged as the clinic logs its own.
export { createVisitSummaries, type VisitSummaries } from "./summary.ts";

/** The camp clinic (issue 39): people, visits, station queues and sections, signatures, and the reads of them. */
export const clinicModule: FastifyPluginAsync<{
  database: Database;
  clock: Clock;
  sealer: Sealer;
  audit: AuditService;
  retentionDays: number;
  pollMs: number;
  /** A visit's dispenses (issue 40's pharmacy service), shown with the prescription. */
  dispenses?: ClinicDependencies["dispenses"];
  /** A visit's referrals (issue 40's referrals service), shown to those who may open their slips. */
  referrals?: ClinicDependencies["referrals"];
}> = async (app, { database, clock, sealer, audit, retentionDays, pollMs, dispenses, referrals }) => {
  const db = database.db;
  const feed = createQueueFeed(database, app.log);
  app.addHook("preClose", async () => feed.wakeAll());
  app.addHook("onClose", () => feed.close());
  const lists = createClinicLists(db, createListsRepository(), audit);
  const service = createClinicService({
    lists,
    feed,
    db,
    people: createPeopleRepository(db),
    visits: createVisitsRepository(db),
    clock,
    sealer,
    dispenses,
    referrals,
  });
  await app.register(clinicRoutes, { service });
  await app.register(clinicRecordsRoutes, { admin: createRecordsAdmin(db, audit), service });
  await app.register(clinicListsRoutes, { lists, service });
  // Clinical data is deleted CLINICAL_RETENTION_DAYS after the camp ends unless the person consented to keep it.
  await app.register(sweepJob, {
    sweep: createClinicalRetentionSweep(db, clock, retentionDays),
    pollMs,
    done: "visits' clinical data past its retention deleted",
    failed: "clinical retention pass failed",
  });
};
