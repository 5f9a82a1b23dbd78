import type { Db } from "../../db/client.ts";
import type { ReferralsService } from "../referrals/index.ts";
import { createCampReportRepository } from "./repository.ts";
import { createCampReportService } from "./service.ts";

export { campReportRoutes } from "./routes.ts";
export type { CampReportService } from "./service.ts";
export { NOT_COUNTS, SMALL_COUNT, suppressSmallCount, suppressSmallCounts, type Suppressed } from "./suppression.ts";

/** The camp report (issue 41): aggregate reads of the clinic's and pharmacy's rows, the referrals' figures by service. */
export const campReportServiceFor = (db: Db, referrals: ReferralsService) =>
  createCampReportService({ report: createCampReportRepository(db), referrals });
