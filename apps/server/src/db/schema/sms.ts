import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { referrals } from "./referrals.ts";
import { oneTimeCodeColumns } from "./one-time-code.ts";

/**
 * The text-message outbox (issue 40, ADR 028): one row per message, written in the transaction of the change that
 * causes it and handed to the provider by every instance's worker on the shared lease queue (lib/lease-queue.ts,
 * ADR 014). `sent`: the provider took it (its id in `provider_id`); `delivered` / `failed`: its delivery report said
 * so; `outbox`: no provider (SMS_PROVIDER=outbox), kept for admins to read. The body is counted into segments
 * (GSM-7 or UCS-2) when it is queued and never longer than two.
 */
export const smsMessages = pgTable(
  "sms_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account the message was written to; deleting the account deletes its messages. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** E.164. */
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    /**
     * What it is: `code` (a one-time code), `referral-reminder`, `camp-reminder`, `request-notice`, `camp-notice`,
     * `summary-link`.
     */
    kind: text("kind").notNull(),
    /** `sms`, or `whatsapp` when the account chose WhatsApp (ADR 030): decided when the text is queued. */
    channel: text("channel").notNull().default("sms"),
    encoding: text("encoding").notNull(),
    segments: smallint("segments").notNull(),
    state: text("state").notNull().default("queued"),
    /** Which provider took it (`http`, `twilio`), and the id it answered, which its delivery reports name. */
    provider: text("provider"),
    providerId: text("provider_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, the row is being sent; once past, it is due again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When a delivery report said delivered or failed. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sms_message_state_check", sql`${t.state} in ('queued', 'sent', 'delivered', 'failed', 'outbox')`),
    check("sms_message_channel_check", sql`${t.channel} in ('sms', 'whatsapp')`),
    check("sms_message_encoding_check", sql`${t.encoding} in ('gsm7', 'ucs2')`),
    check("sms_message_segments_check", sql`${t.segments} between 1 and 2`),
    index("sms_message_due_idx").on(t.state, t.nextAttemptAt),
    index("sms_message_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("sms_message_provider_idx")
      .on(t.provider, t.providerId)
      .where(sql`${t.providerId} is not null`),
    index("sms_message_user_idx").on(t.userId),
  ],
);

/**
 * How a user hears from MedCamp (issue 40): `email` (no row means this), `sms`, `both` or `whatsapp` (texts by
 * WhatsApp, where the provider offers it: ADR 030); their phone number (E.164) and when it was verified by a one-time
 * code. A code is kept only as its HMAC, with its expiry and the wrong tries left; `codes_sent` counts the codes sent
 * since `codes_since` (the resend limit's window).
 */
export const smsContacts = pgTable(
  "sms_contact",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull().default("email"),
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    ...oneTimeCodeColumns(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sms_contact_channel_check", sql`${t.channel} in ('email', 'sms', 'both', 'whatsapp')`),
    check("sms_contact_verified_check", sql`${t.phoneVerifiedAt} is null or ${t.phone} is not null`),
    index("sms_contact_phone_idx")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** Numbers that answered STOP (or its Bengali or Arabic word): nothing is sent to them again. */
export const smsOptOuts = pgTable("sms_opt_out", {
  phone: text("phone").primaryKey(),
  /** The word the number sent. */
  word: text("word").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** A referral reminder claimed for a day (in the camp's zone): at most one text a referral a day. */
export const referralTexts = pgTable(
  "referral_text",
  {
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.referralId, t.day] })],
);
