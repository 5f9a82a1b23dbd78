import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { mayRunCampFor } from "../staff/index.ts";
import { createIntakeRepository } from "./repository.ts";
import { sweepJob } from "../../lib/sweep-job.ts";
import { createRetentionSweep } from "./retention.ts";
import { intakeRoutes } from "./routes.ts";
import { createIntakeService, type IntakeService } from "./service.ts";

export type { IntakeService } from "./service.ts";
export type { CheckedAnswer } from "./validate.ts";

export function intakeServiceFor(db: Db, clock: Clock, audit: AuditService): IntakeService {
  return createIntakeService(createIntakeRepository(db), clock, mayRunCampFor(db), audit);
}

/**
 * Intake questions and answers (issue 21): the routes, and the job that deletes health answers INTAKE_RETENTION_DAYS
 * after their camp ends.
 */
export const intakeModule: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  service: IntakeService;
  retentionDays: number;
  pollMs: number;
}> = async (app, { db, clock, service, retentionDays, pollMs }) => {
  await app.register(intakeRoutes, { service });
  const sweep = createRetentionSweep(createIntakeRepository(db), clock, retentionDays);
  await app.register(sweepJob, {
    sweep,
    pollMs,
    done: "health answers past their retention deleted",
    failed: "intake retention pass failed",
  });
};
