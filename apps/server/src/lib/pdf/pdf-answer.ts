import { PDF_CONTENT_TYPE } from "@medcamp/contract";
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** A PDF answer, as the API document lists it (a file: API_ANSWERS leaves it out, as it does CSV and iCalendar). */
export const pdfAnswer = (description: string) => ({
  description,
  content: { [PDF_CONTENT_TYPE]: { schema: z.string().describe("A PDF file (binary), its fonts embedded") } },
});

/** Sends a PDF as a download in `locale`; the session decides what it holds, so no cache keeps it. */
export const sendPdf = (reply: FastifyReply, file: Buffer, fileName: string, locale: string) =>
  reply
    .type(PDF_CONTENT_TYPE)
    .header("cache-control", "no-store")
    .header("content-language", locale)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(file);
