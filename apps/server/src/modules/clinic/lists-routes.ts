import {
  idParamsSchema,
  medicinesAnswerSchema,
  medicinesSchema,
  screeningTestsAnswerSchema,
  screeningTestsSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ClinicLists } from "./lists.ts";
import type { ClinicService } from "./service.ts";

/** A camp's screening tests and medicines (issue 39): read by its station staff and admins, replaced by admins. */
export const clinicListsRoutes: FastifyPluginAsyncZod<{ lists: ClinicLists; service: ClinicService }> = async (
  app,
  { lists, service },
) => {
  const tags = ["clinic"];
  const noStore = { "cache-control": "no-store" };

  app.get(
    "/meals/:id/screening-tests",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp's screening tests: its own list or the defaults (its station staff and admins)",
        params: idParamsSchema,
        response: { 200: screeningTestsAnswerSchema, ...refusals("FORBIDDEN") },
      },
    },
    async (request, reply) => {
      await service.campRole(request.params.id, requireUser(request));
      reply.headers(noStore);
      return lists.screeningTests(request.params.id);
    },
  );

  app.put(
    "/meals/:id/screening-tests",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Replace the camp's screening tests (admin); an empty list brings back the defaults",
        params: idParamsSchema,
        body: screeningTestsSchema,
        response: { 200: screeningTestsAnswerSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => lists.replaceScreeningTests(request.params.id, request.body.tests, requireUser(request)),
  );

  app.get(
    "/meals/:id/medicines",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp's medicines: its own list or the defaults (its station staff and admins)",
        params: idParamsSchema,
        response: { 200: medicinesAnswerSchema, ...refusals("FORBIDDEN") },
      },
    },
    async (request, reply) => {
      await service.campRole(request.params.id, requireUser(request));
      reply.headers(noStore);
      return lists.medicines(request.params.id);
    },
  );

  app.put(
    "/meals/:id/medicines",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Replace the camp's medicines (admin); a kept medicine keeps its identity; an empty list brings back the defaults",
        params: idParamsSchema,
        body: medicinesSchema,
        response: { 200: medicinesAnswerSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => lists.replaceMedicines(request.params.id, request.body.medicines, requireUser(request)),
  );
};
