import { MESSAGES } from "@medcamp/contract";
import { count, desc, eq, and, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { type MailAttachment, mailMessages, users } from "../../db/schema/index.ts";
import { claimLeasedRows } from "../../lib/lease-queue.ts";
import { inBatches, offsetOf } from "../../lib/sql-helpers.ts";
import type { OutgoingMail } from "./mailer.ts";
import { MAIL_TEMPLATES, type MailTemplate, type TemplateName, type TemplateProps } from "./templates/registry.ts";

/** A message to send: the rendered parts (HTML and plain text), any extra headers and attached files. */
export interface NewMail {
  to: string;
  /**
   * The recipient's account, when the message is written to one (issue 37): its "Download my data" lists the
   * message and "Delete my account" deletes it. Leave it out only for a message to an address that is no account's
   * own (a newsletter of a subscriber without an account): that reads as the account's only once it verified the
   * address.
   */
  userId?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Anything that can insert: the database handle or an open transaction (`db.transaction(async (tx) => …)`). */
export type MailWriter = Pick<Db, "insert">;

/**
 * Queues a message in the outbox. Pass the transaction of the change that causes it, so the message exists exactly
 * when the change does (ADR 014); a worker delivers it after the commit. Returns its id.
 */
export async function enqueueMail(db: MailWriter, mail: NewMail): Promise<string> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      toAddress: mail.to,
      userId: mail.userId ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error("mail_message insert returned no row");
  return row.id;
}

/** A message to render from a template when it is sent (templates/registry.ts). */
export interface TemplateMail<N extends TemplateName> {
  to: string;
  /** The recipient's account, when the message is written to one (see NewMail). */
  userId?: string | null;
  template: N;
  props: TemplateProps<N>;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Queues a message from a template, in the transaction of the change that causes it: only the subject is computed
 * now; the worker renders the body outside any transaction (rendering takes milliseconds, a camp's lock should not).
 */
export async function enqueueTemplate<N extends TemplateName>(db: MailWriter, mail: TemplateMail<N>): Promise<string> {
  const [id] = await enqueueTemplates(db, [mail]);
  if (!id) throw new Error("mail_message insert returned no row");
  return id;
}

/**
 * Queues several template messages (a camp's seat-holders told of a change), `STATEMENT_BATCH` rows per statement so
 * that thousands of recipients stay under PostgreSQL's bind-parameter limit; pass the causing transaction and they
 * commit together. Returns their ids.
 */
export async function enqueueTemplates(db: MailWriter, mails: TemplateMail<TemplateName>[]): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of inBatches(mails)) {
    const rows = await db
      .insert(mailMessages)
      .values(
        batch.map((mail) => ({
          toAddress: mail.to,
          userId: mail.userId ?? null,
          subject: (MAIL_TEMPLATES[mail.template] as MailTemplate<unknown>).subject(mail.props, MESSAGES),
          template: mail.template,
          props: mail.props as unknown as Record<string, unknown>,
          headers: mail.headers ?? {},
          attachments: mail.attachments ?? [],
        })),
      )
      .returning({ id: mailMessages.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** A claimed message and how many attempts it has had, this one included; unrendered ones carry their template. */
export interface ClaimedMail extends Omit<OutgoingMail, "text" | "html"> {
  text: string | null;
  html: string | null;
  template: string | null;
  props: Record<string, unknown> | null;
  attempts: number;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  template: string | null;
  props: Record<string, unknown> | null;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  attempts: number;
}

export function createMailRepository(db: Db) {
  /** The row is updated only while it is still queued: a late answer never overwrites a recorded result. */
  const finish = (id: string, values: Partial<typeof mailMessages.$inferInsert>) =>
    db
      .update(mailMessages)
      .set({ ...values, lockedUntil: null })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.state, "queued")));

  return {
    /**
     * Claims up to `limit` due messages for `leaseMs` in one short statement (its own transaction): rows another
     * worker holds are skipped (`FOR UPDATE SKIP LOCKED`), and a row whose lease ran out (its worker died) is due
     * again. Each claim counts as an attempt.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const rows = await queryRows<ClaimedRow>(
        db,
        claimLeasedRows(
          "mail_message",
          "id, to_address, subject, text_body, html_body, template, props, headers, attachments, attempts",
          now,
          leaseMs,
          limit,
        ),
      );
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        template: r.template,
        props: r.props,
        headers: r.headers ?? {},
        attachments: r.attachments ?? [],
        attempts: Number(r.attempts),
      }));
    },

    /** Keeps a template message's rendering and files, so every attempt (and the outbox) shows the same message. */
    storeRendered: (
      id: string,
      rendered: { subject: string; text: string; html: string; attachments: MailAttachment[] },
    ) =>
      db
        .update(mailMessages)
        .set({
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          attachments: rendered.attachments,
        })
        .where(eq(mailMessages.id, id)),

    /** The language the recipient chose (issue 24), when the address is a user's; null otherwise (English). */
    async localeOf(address: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${address})`)
        .limit(1);
      return row?.locale ?? null;
    },

    markSent: (id: string, now: Date) => finish(id, { state: "sent", sentAt: now, lastError: null }),
    markKept: (id: string) => finish(id, { state: "outbox", lastError: null }),
    markFailed: (id: string, error: string) => finish(id, { state: "failed", lastError: error }),
    markRetry: (id: string, error: string, nextAttemptAt: Date) => finish(id, { lastError: error, nextAttemptAt }),

    /** Every message, newest first. */
    async list(page: number, limit: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(mailMessages)
          .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(mailMessages),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
