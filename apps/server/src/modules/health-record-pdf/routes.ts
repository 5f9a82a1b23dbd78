import { pdfQuerySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { pdfAnswer, sendPdf } from "../../lib/pdf/pdf-answer.ts";
import type { HealthRecordPdfService } from "./service.ts";

/** "My health record" as a PDF (issue 41 item 3): the signed-in person's own signed visits. */
export const healthRecordPdfRoutes: FastifyPluginAsyncZod<{ service: HealthRecordPdfService }> = async (
  app,
  { service },
) => {
  app.get(
    "/me/health-record.pdf",
    {
      // No HEAD twin: it would build the file, log its reads and audit a download that never happened.
      exposeHeadRoute: false,
      preValidation: signedInOnly,
      schema: {
        tags: ["clinic"],
        summary:
          "The signed-in person's own signed visits as a PDF, each as its visit summary shows it (each read logged " +
          "in their access log); in `lang`, else their language; one with no signed visit says so",
        querystring: pdfQuerySchema,
        response: { 200: pdfAnswer("The person's health record, newest visit first") },
      },
    },
    async (request, reply) => {
      const { file, locale } = await service.pdf(requireUser(request), request.query.lang);
      return sendPdf(reply, file, "health-record.pdf", locale);
    },
  );
};
