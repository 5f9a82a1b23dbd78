import type { Db } from "../../db/client.ts";
import type { AuditService } from "../audit/index.ts";
import { createStaffRepository } from "./repository.ts";
import { createStaffService, mayRunCampWith } from "./service.ts";

export { staffRoutes } from "./routes.ts";
export type { CampViewer, StaffService } from "./service.ts";

export const staffServiceFor = (db: Db, audit: AuditService) => createStaffService(createStaffRepository(db), audit);

/** Whether a user may run a camp's day (admins, and its staff): for check-in, tickets and intake answers. */
export const mayRunCampFor = (db: Db) => mayRunCampWith(createStaffRepository(db));
