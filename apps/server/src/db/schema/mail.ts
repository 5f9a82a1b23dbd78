import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** A file sent with a message: its name, media type and content (text, or base64 for a binary file such as a PNG). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

/**
 * The mail outbox (ADR 014): one row per message, written in the same transaction as the change that causes it.
 * Workers claim due `queued` rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), send, and record the
 * result: `sent`, `failed` (refused for good, or out of attempts) or `outbox` (no SMTP_URL: kept for admins to read).
 */
export const mailMessages = pgTable(
  "mail_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /**
     * The account the message was written to, when it was written to one (issue 37): "Download my data" and "Delete
     * my account" go by this, not by the address, which sign-up does not verify. Null: a message to an address only
     * (a newsletter of a subscriber without an account), which only an account that verified the address reads.
     * Deleting the account deletes its messages (a queued one is never delivered after the deletion).
     */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    /** The rendered parts; null until the worker renders `template` with `props` (before the first attempt). */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    /** A message queued from a template (templates/registry.ts) is rendered by the worker, outside the transaction. */
    template: text("template"),
    props: jsonb("props").$type<Record<string, unknown>>(),
    /** Extra headers (List-Unsubscribe, …), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the message (a camp's .ics), their content as text. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    state: text("state").notNull().default("queued"),
    /** Delivery attempts begun (counted when a worker claims the row). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, the row is being sent; once past, it is due again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_message_state_check", sql`${t.state} in ('queued', 'sent', 'failed', 'outbox')`),
    index("mail_message_due_idx").on(t.state, t.nextAttemptAt),
    index("mail_message_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // A user's e-mails, for "Download my data" and "Delete my account": by account, and to a verified address.
    index("mail_message_to_idx").on(sql`lower(${t.toAddress})`),
    index("mail_message_user_idx").on(t.userId),
  ],
);
