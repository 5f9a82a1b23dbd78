import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** Intents created for a user and a package; the demo provider confirms cards against these rows. */
export const paymentIntents = pgTable(
  "payment_intent",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    clientSecret: text("client_secret").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageName: text("package_name").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("requires_payment_method"),
    /** What paying it does (issue 20): start a period (`purchase`) or raise the current one's package (`upgrade`). */
    kind: text("kind").notNull().default("purchase"),
    /** An upgrade: the end of the period it upgrades (the quote was made for the days up to it). */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** The demo processor: the last four digits of the card that paid it, which renewals charge again. */
    cardLast4: text("card_last4"),
    /** Stripe Billing (issue 20): the subscription this intent starts and the invoice it pays. */
    providerSubscriptionId: text("provider_subscription_id"),
    providerInvoiceId: text("provider_invoice_id"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_intent_amount_check", sql`${t.amountCents} > 0`),
    check("payment_intent_kind_check", sql`${t.kind} in ('purchase', 'upgrade')`),
    index("payment_intent_user_idx").on(t.userId),
  ],
);

export const payments = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null (with the e-mail) once the buyer deleted their account: the payment stays for the accounts. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    transactionId: text("transaction_id").notNull().unique(),
    packageName: text("package_name").notNull(),
    status: text("status").notNull().default("purchased"),
    /** A first purchase, a renewal, or an upgrade for the rest of a period (issue 20). */
    kind: text("kind").notNull().default("purchase"),
    /** The period the charge covers; null on charges recorded before periods existed. */
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_kind_check", sql`${t.kind} in ('purchase', 'renewal', 'upgrade')`),
    index("payment_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    /** The admin overview's revenue by month and package (issue 23), read from the index alone. */
    index("payment_created_idx").on(t.createdAt, t.packageName, t.price),
  ],
);

/** Provider webhook events already handled, so a redelivered event is applied once. */
export const webhookEvents = pgTable("webhook_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dollars paid per UTC month and package (issue 23's overview), kept by a trigger on `payment` (migration 0019) in
 * the payment's own transaction, so the revenue chart reads 36 rows instead of a year of payments.
 */
export const paymentMonths = pgTable(
  "payment_month",
  {
    month: date("month", { mode: "string" }).notNull(),
    packageName: text("package_name").notNull(),
    total: numeric("total", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.packageName] })],
);
