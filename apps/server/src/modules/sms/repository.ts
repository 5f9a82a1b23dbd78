import type { TextChannel } from "@medcamp/contract";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client.ts";
import { smsMessages } from "../../db/schema/index.ts";
import { claimLeasedRows } from "../../lib/lease-queue.ts";
import { inBatches, offsetOf } from "../../lib/sql-helpers.ts";
import { countSegments, fitsInSegments, smsText } from "./segments.ts";

/** What a text is (sms_message.kind): a one-time code goes to a number not verified yet; nothing else does. */
export type SmsKind =
  "code" | "referral-reminder" | "camp-reminder" | "request-notice" | "camp-notice" | "summary-link";

export interface NewSms {
  /** The account it is written to; null for a person without one (a visit's summary link, its codes). */
  userId: string | null;
  /** E.164. */
  to: string;
  text: string;
  kind: SmsKind;
  /** A summary link's visit: its number must be the one verified for that visit's link (summary_link). */
  visitId?: string;
}

/** A text enqueueSmsBatch queued, and the account it is written to. */
export interface QueuedSms {
  id: string;
  userId: string;
}

/** A text longer than two segments is a mistake of the code that wrote it, never queued (ADR 028). */
export class SmsTooLongError extends Error {}

/** The contact choices whose accounts are texted: SMS (alone or with e-mail) and WhatsApp (ADR 030). */
export const TEXTING_CHANNELS = sql`('sms', 'both', 'whatsapp')`;

/** The text as it is stored: plain punctuation where that keeps it GSM-7, counted, refused past two segments. */
function counted(sms: NewSms) {
  const text = smsText(sms.text);
  if (!fitsInSegments(text)) throw new SmsTooLongError(`a ${sms.kind} text takes more than two segments`);
  return { ...sms, text, ...countSegments(text) };
}

/** Texts that go to a number no account chose texts for: a one-time code, and a visit's summary link. */
const ACCOUNTLESS = new Set<SmsKind>(["code", "summary-link"]);

/**
 * Queues a text in the transaction of the change that causes it (ADR 014, 028), or answers null and queues nothing
 * when the number may not be texted: it answered STOP, or (for anything but a one-time code) it is not the user's
 * verified number, for a texts' chooser, or, for a summary link, the number verified for its visit's link (its person
 * may have no account; an account's verified number does not stand in for it).
 * This and enqueueSmsBatch are the one way into the outbox, so nothing else ever reaches an unverified number. A code
 * and a summary link go as an SMS; anything else as the account chose (WhatsApp or SMS, ADR 030).
 * Throws SmsTooLongError for a text over two segments.
 */
export async function enqueueSms(db: Db | Tx, sms: NewSms): Promise<string | null> {
  if (!ACCOUNTLESS.has(sms.kind)) return (await enqueueSmsBatch(db, [sms]))[0]?.id ?? null;
  const { text, encoding, segments } = counted(sms);
  const [row] = await queryRows<{ id: string }>(
    db as Db,
    sql`insert into sms_message (user_id, to_phone, body, kind, encoding, segments)
      select ${sms.userId}, ${sms.to}, ${text}, ${sms.kind}, ${encoding}, ${segments}
      where not exists (select 1 from sms_opt_out o where o.phone = ${sms.to})
        and (${sms.kind} = 'code' or exists (
          select 1 from summary_link l
          where l.visit_id = ${sms.visitId ?? null}::uuid and l.phone = ${sms.to} and l.phone_verified_at is not null))
      returning id`,
  );
  return row?.id ?? null;
}

/**
 * Queues many texts to accounts (none a one-time code or a summary link) with one insert per STATEMENT_BATCH: each
 * goes only to its user's verified number that did not answer STOP, of a user whose choice (read in the insert, so a
 * choice changed meanwhile counts) is texts, by WhatsApp when the user chose it, else as an
 * SMS. Answers the texts queued, with their users. Within one statement (STATEMENT_BATCH texts) a user's texts share
 * one number and one look at its verification and STOP: all of them are queued or none.
 */
export async function enqueueSmsBatch(db: Db | Tx, texts: readonly NewSms[]): Promise<QueuedSms[]> {
  const queued: QueuedSms[] = [];
  for (const batch of inBatches(texts.map(counted))) {
    if (batch.some((sms) => ACCOUNTLESS.has(sms.kind))) throw new Error("a code or summary link goes by enqueueSms");
    const values = sql.join(
      batch.map((t) => sql`(${t.userId}, ${t.to}, ${t.text}, ${t.kind}, ${t.encoding}, ${t.segments}::smallint)`),
      sql`, `,
    );
    const rows = await queryRows<{ id: string; user_id: string }>(
      db as Db,
      sql`insert into sms_message (user_id, to_phone, body, kind, encoding, segments, channel)
        select v.user_id, v.to_phone, v.body, v.kind, v.encoding, v.segments,
          case when c.channel = 'whatsapp' then 'whatsapp' else 'sms' end
        from (values ${values}) as v (user_id, to_phone, body, kind, encoding, segments)
        join sms_contact c on c.user_id = v.user_id and c.phone = v.to_phone and c.phone_verified_at is not null
          and c.channel <> 'email'
        where not exists (select 1 from sms_opt_out o where o.phone = v.to_phone)
        returning id, user_id`,
    );
    queued.push(...rows.map((r) => ({ id: r.id, userId: r.user_id })));
  }
  return queued;
}

/** A claimed text and its attempts, this one included. */
export interface ClaimedSms {
  id: string;
  to: string;
  text: string;
  channel: TextChannel;
  attempts: number;
}

interface ClaimedRow {
  id: string;
  to_phone: string;
  body: string;
  channel: string;
  attempts: number;
}

export function createSmsRepository(db: Db) {
  /** The row is updated only while it is still queued: a late answer never overwrites a recorded result. */
  const finish = (id: string, values: Partial<typeof smsMessages.$inferInsert>) =>
    db
      .update(smsMessages)
      .set({ ...values, lockedUntil: null })
      .where(and(eq(smsMessages.id, id), eq(smsMessages.state, "queued")));

  return {
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedSms[]> {
      const rows = await queryRows<ClaimedRow>(
        db,
        claimLeasedRows("sms_message", "id, to_phone, body, channel, attempts", now, leaseMs, limit),
      );
      return rows.map((r) => ({
        id: r.id,
        to: r.to_phone,
        text: r.body,
        channel: r.channel === "whatsapp" ? "whatsapp" : "sms",
        attempts: Number(r.attempts),
      }));
    },

    /** Whether the number answered STOP (checked again before every attempt: a STOP after queueing still holds). */
    async optedOut(phone: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from sms_opt_out where phone = ${phone}`);
      return rows.length > 0;
    },

    markSent: (id: string, now: Date, provider: string, providerId: string | null) =>
      finish(id, { state: "sent", sentAt: now, provider, providerId, lastError: null }),
    markKept: (id: string) => finish(id, { state: "outbox", provider: "outbox", lastError: null }),
    markFailed: (id: string, error: string) => finish(id, { state: "failed", lastError: error }),
    markRetry: (id: string, error: string, nextAttemptAt: Date) => finish(id, { lastError: error, nextAttemptAt }),

    /**
     * A delivery report: the sent message the provider's id names becomes `delivered` or `failed` (a report for a
     * message already reported, or one we do not know, changes nothing: the first final word stands). Answers whether a row changed.
     */
    async report(provider: string, providerId: string, state: "delivered" | "failed", now: Date, error: string | null) {
      const rows = await db
        .update(smsMessages)
        .set({ state, reportedAt: now, ...(error ? { lastError: error } : {}) })
        .where(
          and(
            eq(smsMessages.provider, provider),
            eq(smsMessages.providerId, providerId),
            eq(smsMessages.state, "sent"),
          ),
        )
        .returning({ id: smsMessages.id });
      return rows.length > 0;
    },

    /** Every text, newest first. */
    async list(page: number, limit: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(smsMessages)
          .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(smsMessages),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type SmsRepository = ReturnType<typeof createSmsRepository>;
