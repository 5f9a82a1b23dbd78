import {
  FHIR_JSON_CONTENT_TYPE,
  FHIR_NDJSON_CONTENT_TYPE,
  fhirBundleSchema,
  idParamsSchema,
  visitParamsSchema,
} from "@medcamp/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Readable } from "node:stream";
import { z } from "zod";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { AuditService } from "../audit/index.ts";
import type { FhirService } from "./service.ts";

/** Streams the ndjson as a download (the typed reply takes the declared string; a stream is what is sent). */
const download = (reply: FastifyReply, campId: string, body: Readable) =>
  reply
    .type(FHIR_NDJSON_CONTENT_TYPE)
    .header("content-disposition", `attachment; filename="camp-${campId}.ndjson"`)
    .send(body);

/** FHIR R4 exports (issue 41 item 3, ADR 031): health records, so no cache keeps any answer. */
export const fhirRoutes: FastifyPluginAsyncZod<{ service: FhirService; audit: AuditService }> = async (
  app,
  { service, audit },
) => {
  const tags = ["fhir"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/visits/:visitId/fhir",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "A visit's record as a FHIR R4 collection Bundle (application/fhir+json) for the camp's doctors, admins and " +
          "the person: Patient, Encounter, Observations (LOINC, UCUM), Conditions (ICD-10), MedicationRequests, " +
          "MedicationDispenses, ServiceRequests. Logged in the person's access log",
        params: visitParamsSchema,
        response: {
          200: fhirBundleSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "VISIT_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      const bundle = await service.visit(request.params.visitId, requireUser(request));
      reply.type(FHIR_JSON_CONTENT_TYPE);
      return bundle as z.infer<typeof fhirBundleSchema>;
    },
  );

  app.get(
    "/me/health-record.fhir",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The signed-in person's own visits as one FHIR R4 collection Bundle (application/fhir+json); empty when no " +
          "camp has seen them. Each visit's read is logged as by the person",
        response: { 200: fhirBundleSchema },
      },
    },
    async (request, reply) => {
      const bundle = await service.mine(requireUser(request));
      reply.type(FHIR_JSON_CONTENT_TYPE).header("content-disposition", 'attachment; filename="health-record.json"');
      return bundle as z.infer<typeof fhirBundleSchema>;
    },
  );

  app.get(
    "/meals/:id/fhir.ndjson",
    {
      // A HEAD would run the whole export (Fastify drains the stream), log its reads and audit a download.
      exposeHeadRoute: false,
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "A camp's visits as newline-delimited FHIR R4 resources (admins), de-identified: no name, phone or free " +
          "text. Streamed page by page; every visit's read is logged in its person's access log",
        params: idParamsSchema,
        response: {
          200: {
            description: "One resource a line: each Patient once, then each visit's Encounter and its resources",
            content: {
              [FHIR_NDJSON_CONTENT_TYPE]: {
                schema: z.string().describe("UTF-8, one FHIR R4 resource as JSON per line, each line ending in \\n"),
              },
            },
          },
          ...refusals("CAMP_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = await service.camp(request.params.id, admin);
      // A bulk download of health data: in the audit log before its first byte leaves (issue 37), as the CSVs are.
      await audit.recordDownload(admin, "fhir-ndjson", { mealId: request.params.id }, request.params.id);
      return download(reply, request.params.id, body);
    },
  );
};
