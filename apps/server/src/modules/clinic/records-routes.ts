import {
  clinicalReadsQuerySchema,
  clinicalReadsSchema,
  duplicateParamsSchema,
  duplicatesSchema,
  idParamsSchema,
  mergeBodySchema,
  mergedSchema,
  personParamsSchema,
  stationsBodySchema,
  stationsSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { RecordsAdmin } from "./records-admin.ts";
import type { ClinicService } from "./service.ts";

/** The clinic's records for admins (issue 39): duplicates and merges, a camp's stations, one staff member's reads. */
export const clinicRecordsRoutes: FastifyPluginAsyncZod<{ admin: RecordsAdmin; service: ClinicService }> = async (
  app,
  { admin, service },
) => {
  const tags = ["clinic"];
  const noStore = { "cache-control": "no-store" };

  app.get(
    "/admin/people/duplicates",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "People the desks may have registered twice (admin)",
        response: { 200: duplicatesSchema },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return admin.duplicates();
    },
  );

  app.post(
    "/people/:personId/merge",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Merge a duplicate into a person (admin): its visits and the reads of its record move there",
        params: personParamsSchema,
        body: mergeBodySchema,
        response: {
          200: mergedSchema,
          ...refusals("PERSON_NOT_FOUND", "MERGE_SAME_PERSON", "MERGE_TWO_ACCOUNTS"),
        },
      },
    },
    (request) => admin.merge(request.params.personId, request.body.into, requireUser(request)),
  );

  app.delete(
    "/people/:personId/duplicates/:otherId",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Dismiss a possible duplicate: they are two people (admin)",
        params: duplicateParamsSchema,
        response: { 200: mergedSchema, ...refusals("PERSON_NOT_FOUND") },
      },
    },
    (request) => admin.dismiss(request.params.personId, request.params.otherId, requireUser(request)),
  );

  app.get(
    "/meals/:id/stations",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp's stations in order (its station staff and admins)",
        params: idParamsSchema,
        response: { 200: stationsSchema, ...refusals("FORBIDDEN") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.stations(request.params.id, requireUser(request));
    },
  );

  app.put(
    "/meals/:id/stations",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Replace the camp's stations (admin); a station with people at it cannot be left out",
        params: idParamsSchema,
        body: stationsBodySchema,
        response: { 200: stationsSchema, ...refusals("CAMP_NOT_FOUND", "STATION_IN_USE") },
      },
    },
    (request) => admin.replaceStations(request.params.id, request.body.stations, requireUser(request)),
  );

  app.get(
    "/admin/clinical-reads",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The clinical records one staff member read, newest first (admin)",
        querystring: clinicalReadsQuerySchema,
        response: { 200: clinicalReadsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.readsBy(request.query.userId);
    },
  );
};
