import { idParamsSchema, pdfQuerySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { pdfAnswer, sendPdf } from "../../lib/pdf/pdf-answer.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { AuditService } from "../audit/index.ts";
import type { ReportPdfService } from "./pdf-service.ts";

/** The camp report as a PDF for funders (issue 41 item 2), for those who read the report. */
export const campReportPdfRoutes: FastifyPluginAsyncZod<{ service: ReportPdfService; audit: AuditService }> = async (
  app,
  { service, audit },
) => {
  app.get(
    "/meals/:id/report.pdf",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags: ["camp-report"],
        summary:
          "The camp report as a PDF for funders (admins and the camp's doctors): the camp's name, dates, place and " +
          'organiser, then every figure, counts of 1–4 as "<5"; in `lang`, else the organiser\'s language, else ' +
          "the reader's saved language, else English",
        params: idParamsSchema,
        querystring: pdfQuerySchema,
        response: {
          200: pdfAnswer("The report, with no name, phone or note of anyone seen"),
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, locale } = await service.pdf(request.params.id, user, request.query.lang);
      // In the audit log before it is sent, as the CSV and DHIS2 downloads (export-routes.ts).
      await audit.recordDownload(user, "camp-report.pdf", { mealId: request.params.id }, request.params.id);
      return sendPdf(reply, file, `camp-report-${request.params.id}.pdf`, locale);
    },
  );
};
