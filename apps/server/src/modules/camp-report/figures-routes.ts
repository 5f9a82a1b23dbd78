import { campRangeReportSchema, campReportRangeQuerySchema, campReportSchema, idParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampReportRouteOptions } from "./routes.ts";

/** The camp report's figures as JSON, exact counts (issue 41 item 1): one camp, or a date range of camps. */
export const figuresRoutes: FastifyPluginAsyncZod<CampReportRouteOptions> = async (app, { service }) => {
  app.get(
    "/meals/:id/report",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["camp-report"],
        summary:
          "The camp report's figures (admins and the camp's doctors), exact counts: people registered by sex and age " +
          "band, seen at each station, door-to-exit minutes, blood pressure and sugar screened and raised (new or " +
          "known), diagnoses (top ten, by ICD-10 chapter), medicines dispensed and not filled, referrals",
        params: idParamsSchema,
        response: { 200: campReportSchema, ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND") },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.report(request.params.id, requireUser(request));
    },
  );

  app.get(
    "/camp-reports",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["camp-report"],
        summary:
          "The camp report's figures over every camp whose days overlap from..to (admins; at most 366 days), exact " +
          "counts, and those camps",
        querystring: campReportRangeQuerySchema,
        response: { 200: campRangeReportSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.rangeReport(request.query, requireAdmin(request));
    },
  );
};
