import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_intent_amount_check", sql`${t.amountCents} > 0`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_user_idx").on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** Provider webhook events already handled, so a redelivered event is applied once. */
export const webhookEvents = pgTable("webhook_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
