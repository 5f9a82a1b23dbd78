import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps } from "./camps.ts";

/** In-app notifications: one row per thing MedCamp told a user, newest first on /user/notifications. */
export const notifications = pgTable(
  "notification",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where the notification leads in the app (a path such as /meal/{id}), if anywhere. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notification_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count reads only unread rows.
    index("notification_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** What a user chose to hear about beyond what is always sent (account, payment and request-status messages). */
export const notificationPreferences = pgTable("notification_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reminders: boolean("reminders").notNull().default(true),
  campUpdates: boolean("camp_updates").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders already sent: the primary key makes "once per person and camp" hold across instances and restarts (the
 * row and the message are written in one transaction).
 */
export const campReminders = pgTable(
  "camp_reminder",
  {
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campId, t.userId] })],
);

/** Newsletter addresses (double opt-in): only `confirmed` ones are subscribers. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscriber",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    state: text("state").notNull().default("pending"),
    /** The secret in the confirm and unsubscribe links (random, stored hashed). */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the latest confirmation e-mail was queued: its link lasts 7 days, and another waits 10 minutes. */
    linkSentAt: timestamp("link_sent_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * The account whose My Profile request mailed the current confirmation link (null: the Home box did). Sign-up
     * does not verify an address, so only this account (or one whose address is verified) sees, turns off, exports
     * or deletes the row through its account.
     */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("newsletter_subscriber_state_check", sql`${t.state} in ('pending', 'confirmed', 'unsubscribed')`),
    uniqueIndex("newsletter_subscriber_email_uq").on(sql`lower(${t.email})`),
    index("newsletter_subscriber_state_idx").on(t.state),
    index("newsletter_subscriber_user_idx").on(t.userId),
  ],
);
