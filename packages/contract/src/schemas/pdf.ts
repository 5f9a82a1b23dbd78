import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

// The PDFs the server writes (issue 41, ADR 033): the camp report for funders and a person's own health record.

export const PDF_CONTENT_TYPE = "application/pdf";

/** `?lang=`: the PDF's language instead of the one it is written in by default. */
export const pdfQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: "lang must be one of en, bn, es, ar" }).optional(),
});
