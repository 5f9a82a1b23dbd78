import { z } from "zod";
import { calendarDateSchema } from "./schedule.ts";

/**
 * The CSV exports (issue 23, ADR 021): UTF-8 with a byte-order mark, a header row, `\r\n` line ends, RFC 4180
 * quoting, and text cells that begin with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`.
 */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** GET /api/admin/exports/participants.csv?mealId=: every join request of one camp. */
export const participantsExportQuerySchema = z.object({
  mealId: z.uuid({ message: "mealId must be a valid id" }),
});
export type ParticipantsExportQuery = z.infer<typeof participantsExportQuerySchema>;

/** The payment days of an export: whole UTC days, `to` included; either side may be left out. */
export const paymentsExportRangeSchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});

/** GET /api/admin/exports/payments.csv?from=&to=: the payments made on those UTC days. */
export const paymentsExportQuerySchema = paymentsExportRangeSchema.refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: "from must not be after to",
  path: ["to"],
});
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuerySchema>;

/** The web app's links to the exports (a plain download: the session cookie goes along). */
export const EXPORT_PATHS = {
  participants: (mealId: string) => `/api/admin/exports/participants.csv?mealId=${encodeURIComponent(mealId)}`,
  payments: (range: { from?: string; to?: string }) => {
    const query = new URLSearchParams();
    if (range.from) query.set("from", range.from);
    if (range.to) query.set("to", range.to);
    const text = query.toString();
    return `/api/admin/exports/payments.csv${text ? `?${text}` : ""}`;
  },
  users: "/api/admin/exports/users.csv",
} as const;
