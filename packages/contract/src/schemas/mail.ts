import { z } from "zod";
import { pageQuerySchema, totalPagesSchema } from "./common.ts";
import { outboxTextSchema } from "./sms.ts";

/**
 * A message's state in the outbox (ADR 014): `queued` waits for (another) delivery attempt, `sent` was accepted by
 * the SMTP server, `failed` was refused for good or ran out of attempts, `outbox` was kept in the built-in outbox
 * (no SMTP server configured) and never sent anywhere.
 */
export const MAIL_STATES = ["queued", "sent", "failed", "outbox"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One e-mail as the admin's outbox shows it. Instants are ISO 8601. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** Files sent with it (a camp's .ics): names and media types only. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: page (from 1) and limit (1..50, default 10). */
export const outboxQuerySchema = pageQuerySchema;

/**
 * Every message, newest first. `texts` (issue 40): the text messages, newest first, the same page of their own list
 * (`textPages` pages of `limit`); added beside the e-mails, so an older client reading `messages` sees no change.
 */
export const outboxPageSchema = z.object({
  messages: z.array(outboxMessageSchema),
  totalPages: totalPagesSchema,
  texts: z.array(outboxTextSchema).optional(),
  textPages: totalPagesSchema.optional(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
