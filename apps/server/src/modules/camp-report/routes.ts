import { campReportSchema, idParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampReportService } from "./service.ts";

/** The camp report's figures (issue 41 item 1), for admins and the camp's doctors. */
export const campReportRoutes: FastifyPluginAsyncZod<{ service: CampReportService }> = async (app, { service }) => {
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
};
