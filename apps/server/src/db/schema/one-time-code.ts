import { smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns of a one-time code that waits for a phone number (issue 40): the code only as its HMAC, its expiry, the
 * wrong tries left, and the resend limit's counters (`codes_sent` since `codes_since`, the last one's time). Shared by
 * an account's number (`sms_contact`) and a summary link's (`summary_link`); made afresh for each table.
 */
export const oneTimeCodeColumns = () => ({
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  codeTriesLeft: smallint("code_tries_left").notNull().default(0),
  lastCodeAt: timestamp("last_code_at", { withTimezone: true }),
  codesSent: smallint("codes_sent").notNull().default(0),
  codesSince: timestamp("codes_since", { withTimezone: true }),
});
