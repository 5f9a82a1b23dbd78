import type { Db } from "../../db/client.ts";
import { createStaffRepository } from "./repository.ts";
import { createStaffService } from "./service.ts";

export { staffRoutes } from "./routes.ts";
export type { CampViewer, StaffService } from "./service.ts";

export const staffServiceFor = (db: Db) => createStaffService(createStaffRepository(db));
