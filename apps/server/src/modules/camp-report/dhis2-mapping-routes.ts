import { dhis2MappingSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampReportRouteOptions } from "./routes.ts";

/** The admins' mapping of the report's figures to DHIS2 data elements (issue 41 item 2, ADR 032). */
export const dhis2MappingRoutes: FastifyPluginAsyncZod<CampReportRouteOptions> = async (app, { mapping }) => {
  const tags = ["camp-report"];
  app.get(
    "/admin/dhis2-mapping",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The DHIS2 mapping (admins): data set, org units, period type, and each mapped figure",
        response: { 200: dhis2MappingSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return mapping.get();
    },
  );

  app.put(
    "/admin/dhis2-mapping",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Replaces the DHIS2 mapping (admins, audited): ids are DHIS2 UIDs, figures are the report's " +
          "(REPORT_FIGURE_KEYS), each once",
        body: dhis2MappingSchema,
        response: { 200: dhis2MappingSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    async (request) => mapping.replace(request.body, requireAdmin(request)),
  );
};
