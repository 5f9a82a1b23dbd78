import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuditService } from "../audit/index.ts";
import { dhis2MappingRoutes } from "./dhis2-mapping-routes.ts";
import type { Dhis2MappingService } from "./dhis2-mapping.ts";
import type { CampReportExports } from "./export-service.ts";
import { exportRoutes } from "./export-routes.ts";
import { figuresRoutes } from "./figures-routes.ts";
import type { CampReportService } from "./service.ts";

/** What every route file of the camp report is given. */
export interface CampReportRouteOptions {
  service: CampReportService;
  exports: CampReportExports;
  mapping: Dhis2MappingService;
  audit: AuditService;
}

/** The camp report's route files (issue 41): a new format is one more file here. */
const ROUTE_FILES: FastifyPluginAsyncZod<CampReportRouteOptions>[] = [figuresRoutes, exportRoutes, dhis2MappingRoutes];

export const campReportRoutes: FastifyPluginAsyncZod<CampReportRouteOptions> = async (app, options) => {
  for (const routes of ROUTE_FILES) await app.register(routes, options);
};
