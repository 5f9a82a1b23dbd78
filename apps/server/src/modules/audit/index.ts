import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createAuditRepository } from "./repository.ts";
import { createAuditService } from "./service.ts";

export { auditRoutes } from "./routes.ts";
export type { AuditActor, AuditRecord, AuditService } from "./service.ts";

export const auditServiceFor = (db: Db, clock: Clock) => createAuditService(createAuditRepository(db), clock);
