import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createPeopleRepository, createVisitsRepository } from "../clinic/index.ts";
import type { ReferralsService } from "../referrals/index.ts";
import { createDhis2MappingService } from "./dhis2-mapping.ts";
import { createCampReportExports } from "./export-service.ts";
import { createReportPdfService } from "./pdf-service.ts";
import { createCampReportRepository } from "./repository.ts";
import type { CampReportRouteOptions } from "./routes.ts";
import { type CampReportService, createCampReportService } from "./service.ts";

export { campReportRoutes, type CampReportRouteOptions } from "./routes.ts";
export { campReportPdfRoutes } from "./pdf-routes.ts";
export type { CampReportService } from "./service.ts";

/** The camp report (issue 41): aggregate reads of the clinic's and pharmacy's rows, the referrals' figures by service. */
export function campReportServiceFor(db: Db, referrals: ReferralsService) {
  const visits = createVisitsRepository(db);
  return createCampReportService({
    db,
    report: createCampReportRepository(db),
    referrals,
    // The station role at the camp as the clinic grants it (ADR 027), read where the clinic reads it.
    staffRole: (userId, campId) => visits.staffRole(db, userId, campId),
  });
}

/** Everything the camp report's routes need: the figures, their exports and the DHIS2 mapping. */
export function campReportModuleFor(
  db: Db,
  deps: { referrals: ReferralsService; audit: AuditService; clock: Clock },
): CampReportRouteOptions {
  const service = campReportServiceFor(db, deps.referrals);
  const mapping = createDhis2MappingService(db, deps.audit);
  return {
    service,
    mapping,
    audit: deps.audit,
    exports: createCampReportExports({ reports: service, mapping, clock: deps.clock }),
  };
}

/** The camp report as a PDF for funders (ADR 033), read through the report service (its readers, its figures). */
export function campReportPdfServiceFor(db: Db, reports: CampReportService, clock: Clock) {
  const people = createPeopleRepository(db);
  return createReportPdfService({ reports, accountLocale: (userId) => people.accountLocale(db, userId), clock });
}
