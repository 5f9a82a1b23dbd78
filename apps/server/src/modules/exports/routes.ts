import { CSV_CONTENT_TYPE, participantsExportQuerySchema, paymentsExportQuerySchema } from "@medcamp/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import type { AuditService } from "../audit/index.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CsvFile, ExportsService } from "./service.ts";

/** A CSV answer, as the API document lists it. */
const csvAnswer = (description: string) => ({
  description,
  content: {
    "text/csv": {
      schema: z
        .string()
        .describe(
          "UTF-8 with a byte-order mark, a header row, CRLF line ends, RFC 4180 quoting; a text cell beginning " +
            "with =, +, -, @, a tab or a carriage return is prefixed with '",
        ),
    },
  },
});

/** Streams the file as a download; the session decides what it holds, so no cache keeps it (private-answers). */
const download = (reply: FastifyReply, file: CsvFile) =>
  reply.type(CSV_CONTENT_TYPE).header("content-disposition", `attachment; filename="${file.fileName}"`).send(file.body);

/**
 * The CSV exports (issue 23, ADR 021), streamed page by page. No HEAD twins: Fastify would drain the stream, so a
 * HEAD would read the whole export and audit a download that sent nothing.
 */
export const exportsRoutes: FastifyPluginAsyncZod<{ service: ExportsService; audit: AuditService }> = async (
  app,
  { service, audit },
) => {
  const tags = ["exports"];

  app.get(
    "/admin/exports/participants.csv",
    {
      exposeHeadRoute: false,
      // Admins, and the camp's staff (who already read its roster and intake answers): checked by the service.
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "A camp's participants as CSV (admins and the camp's staff): name, e-mail, status, waitlist position, " +
          "request and check-in times, then one column per intake question",
        querystring: participantsExportQuerySchema,
        response: {
          200: csvAnswer("Every join request of the camp in arrival order, each waiter with its waitlist position"),
          ...refusals("FORBIDDEN", "CAMP_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await service.participants(request.query.mealId, user);
      await audit.recordDownload(user, "participants", { mealId: request.query.mealId }, request.query.mealId);
      return download(reply, file);
    },
  );

  app.get(
    "/admin/exports/payments.csv",
    {
      exposeHeadRoute: false,
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Payments made on the UTC days from `from` to `to` (both included, either optional) as CSV, oldest first",
        querystring: paymentsExportQuerySchema,
        response: { 200: csvAnswer("One payment a row: when, who, package, kind, amount, transaction and period") },
      },
    },
    async (request, reply) => {
      const file = service.payments(request.query);
      await audit.recordDownload(requireAdmin(request), "payments", { from: request.query.from, to: request.query.to });
      return download(reply, file);
    },
  );

  app.get(
    "/admin/exports/users.csv",
    {
      exposeHeadRoute: false,
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Every user as CSV, in sign-up order: name, e-mail, role, the package that counts now, staff camps",
        response: { 200: csvAnswer("One user a row") },
      },
    },
    async (request, reply) => {
      const file = service.users();
      await audit.recordDownload(requireAdmin(request), "users", {});
      return download(reply, file);
    },
  );
};
