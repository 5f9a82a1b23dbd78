import {
  CSV_CONTENT_TYPE,
  campReportRangeQuerySchema,
  dhis2DataValueSetSchema,
  idParamsSchema,
} from "@medcamp/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampReportRouteOptions } from "./routes.ts";

const csvAnswer = (description: string) => ({
  description,
  content: {
    "text/csv": {
      schema: z
        .string()
        .describe(
          "UTF-8 with a byte-order mark, CRLF, RFC 4180: section,figure,breakdown,value; value a count, <5 (1–4) or " +
            "suppressed (hidden so that a <5 cannot be worked out from a total)",
        ),
    },
  },
});

/** A download: the file name is ASCII letters, digits and dashes (exports.ts fileSlug), so it needs no quoting rules. */
const attachment = (reply: FastifyReply, fileName: string) =>
  reply.header("cache-control", "no-store").header("content-disposition", `attachment; filename="${fileName}"`);

const CAMP_REFUSALS = refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND");

/**
 * What of the camp report leaves the product (issue 41 item 2, ADR 032): CSV and DHIS2, small counts hidden, no name,
 * phone or free text. Each download is in the audit log before it is sent.
 */
export const exportRoutes: FastifyPluginAsyncZod<CampReportRouteOptions> = async (app, { exports, audit }) => {
  const tags = ["camp-report"];

  app.get(
    "/meals/:id/report.csv",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp report as CSV (admins and the camp's doctors), one figure a row, small counts hidden",
        params: idParamsSchema,
        response: { 200: csvAnswer("Every figure of the camp's report"), ...CAMP_REFUSALS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await exports.campCsv(request.params.id, user);
      await audit.recordDownload(user, "camp-report.csv", { mealId: request.params.id }, request.params.id);
      return attachment(reply, file.fileName).type(CSV_CONTENT_TYPE).send(file.body);
    },
  );

  app.get(
    "/camp-reports.csv",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The report over every camp whose days overlap from..to as CSV (admins; at most 366 days)",
        querystring: campReportRangeQuerySchema,
        response: { 200: csvAnswer("The camps covered, then every figure over them") },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const file = await exports.rangeCsv(request.query, admin);
      await audit.recordDownload(admin, "camp-reports.csv", { from: request.query.from, to: request.query.to });
      return attachment(reply, file.fileName).type(CSV_CONTENT_TYPE).send(file.body);
    },
  );

  app.get(
    "/meals/:id/report/dhis2",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The camp report as a DHIS2 data value set (admins and the camp's doctors): the mapped figures, small " +
          "counts left out and named in `suppressed`",
        params: idParamsSchema,
        response: {
          200: dhis2DataValueSetSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "CAMP_NOT_FOUND",
            "DHIS2_ORG_UNIT_MISSING",
            "CAMP_UNDATED",
            "DHIS2_PERIOD_SHARED",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { fileName, set } = await exports.dhis2(request.params.id, user);
      await audit.recordDownload(user, "camp-report.dhis2", { mealId: request.params.id }, request.params.id);
      attachment(reply, fileName);
      return set;
    },
  );
};
