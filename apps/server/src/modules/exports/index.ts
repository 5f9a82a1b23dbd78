import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { waitlistPositionSql } from "../requests/index.ts";
import { mayRunCampFor } from "../staff/index.ts";
import { createExportsRepository } from "./repository.ts";
import { exportsRoutes } from "./routes.ts";
import { createExportsService } from "./service.ts";

export type { CsvFile, ExportsService } from "./service.ts";

/** The CSV exports (issue 23, ADR 021): participants of a camp, payments and users, streamed. */
export const exportsModule: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  audit: AuditService;
  pageSize?: number;
}> = async (app, { db, clock, audit, pageSize }) => {
  const service = createExportsService(
    createExportsRepository(db, waitlistPositionSql),
    clock,
    mayRunCampFor(db),
    pageSize,
  );
  await app.register(exportsRoutes, { service, audit });
};
