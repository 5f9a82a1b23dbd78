import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { visits } from "./clinic.ts";
import { oneTimeCodeColumns } from "./one-time-code.ts";

/**
 * A signed visit's summary link for its person (issue 40 item 4; ADR 029): the number it goes to, when the person
 * proved it theirs (a code texted to it and told to the camp's staff), and the one-time code that waits — to verify
 * the number (`verify`) or to open the link (`open`) — kept only as an HMAC with its expiry, its tries left and the
 * resend counters. The link itself is a signed token, not stored. Deleted with the visit's clinical data.
 */
export const summaryLinks = pgTable(
  "summary_link",
  {
    visitId: uuid("visit_id")
      .primaryKey()
      .references(() => visits.id, { onDelete: "cascade" }),
    /** E.164: the person's number when the staff asked for the link. */
    phone: text("phone").notNull(),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    codePurpose: text("code_purpose"),
    ...oneTimeCodeColumns(),
    /** When the link was last texted. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the summary was last opened through the link. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [
    check("summary_link_code_purpose_check", sql`${t.codePurpose} is null or ${t.codePurpose} in ('verify', 'open')`),
    index("summary_link_phone_idx").on(t.phone),
  ],
);
