import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps, joinRequests } from "./camps.ts";

/**
 * A ticket checked in on the camp's day (issue 21): one per request, whichever devices scanned it. `checked_in_at` is
 * the earliest scan's time; `client_id` is the device-made id of the scan that made the row, so its replay answers
 * the same. Who checked it in is `by_user_id` (issue 37: shown by the account, not by the name it had); `by_name` is
 * that name then, shown only once the account is deleted.
 */
export const checkIns = pgTable(
  "check_in",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .unique()
      .references(() => joinRequests.id, { onDelete: "cascade" }),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull(),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byName: text("by_name").notNull(),
    clientId: uuid("client_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("check_in_meal_idx").on(t.campId)],
);

/**
 * The device-made ids of the scans whose check-ins were undone (issue 37): a replay of such a scan (a device that
 * never heard the answer sends it again) is refused, so an undone check-in never comes back on its own.
 */
export const undoneCheckInScans = pgTable(
  "check_in_undone",
  {
    clientId: uuid("client_id").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => joinRequests.id, { onDelete: "cascade" }),
    undoneAt: timestamp("undone_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("check_in_undone_request_idx").on(t.requestId)],
);
