import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A user's package as a monthly subscription (issue 20, ADR 016): one row per user, its current period. The renewal
 * sweep looks at a row again at `due_at` (the period's end while active, the grace's end while past due; null once
 * ended) and claims it with `FOR UPDATE SKIP LOCKED`, so each renewal runs once across instances.
 */
export const subscriptions = pgTable(
  "subscription",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    packageName: text("package_name").notNull(),
    status: text("status").notNull().default("active"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Renews at `ends_at`; false once cancelled. */
    autoRenew: boolean("auto_renew").notNull().default(true),
    /** A downgrade chosen during this period: the next period's package. */
    nextPackage: text("next_package"),
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    provider: text("provider").notNull().default("demo"),
    /** The demo processor's card on file (last four digits), which renewals charge; null: nothing to renew with. */
    cardLast4: text("card_last4"),
    /** Stripe Billing's ids, when the subscription lives there. */
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    lastRenewalError: text("last_renewal_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscription_status_check", sql`${t.status} in ('active', 'past_due', 'ended')`),
    check("subscription_package_check", sql`${t.packageName} in ('Platinum', 'Gold', 'Silver')`),
    check(
      "subscription_next_package_check",
      sql`${t.nextPackage} is null or ${t.nextPackage} in ('Platinum', 'Gold', 'Silver')`,
    ),
    check("subscription_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("subscription_due_idx")
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
  ],
);

/** Stripe Billing's Customer of each user who started a subscription there (one per user, issue 20). */
export const billingCustomers = pgTable("billing_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
