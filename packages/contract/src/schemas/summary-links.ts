import { z } from "zod";

/** A visit summary link (issue 40 item 4, ADR 029): how long a texted link opens. */
export const SUMMARY_LINK_LIMITS = {
  /** Days a texted link opens; the camp can text a new one from the visit. */
  linkDays: 30,
} as const;

/**
 * POST /api/visits/{visitId}/summary-link and POST …/summary-link/verify. `sent`: the link was texted to `phone` at
 * `sentAt` (a press within a minute of the last text sends nothing more); `verify`: the number is not yet known to be
 * the person's, so a one-time code was texted to it, which the person tells the staff (…/verify) before the link
 * goes. `resendAfter`: until when pressing again texts nothing (a link) or is refused (a code).
 */
export const summaryLinkSendSchema = z.object({
  status: z.enum(["sent", "verify"]),
  /** The person's number, E.164. */
  phone: z.string(),
  sentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  resendAfter: z.string().nullable(),
});
export type SummaryLinkSend = z.infer<typeof summaryLinkSendSchema>;

/** A summary link's token: the visit, the link's expiry and their signature (46 characters). */
export const summaryLinkTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/**
 * GET /api/summary-links/{token} and POST …/code (no account): until when the link opens, whether a code to open it
 * waits (until `codeExpiresAt`), and until when another code cannot be asked for. Nothing about the person.
 */
export const summaryLinkStateSchema = z.object({
  linkExpiresAt: z.string(),
  codeExpiresAt: z.string().nullable(),
  resendAfter: z.string().nullable(),
});
export type SummaryLinkState = z.infer<typeof summaryLinkStateSchema>;
