import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps } from "./camps.ts";

/**
 * Staff assignments (issue 21): a user who may run check-in and read the participants of one camp (`meal_id`), or of
 * every camp (`meal_id` null). Nothing else is opened to them.
 */
export const staffAssignments = pgTable(
  "camp_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campId: uuid("meal_id").references(() => camps.id, { onDelete: "cascade" }),
    /** The station role at this camp (issue 39): desk, nurse, doctor, pharmacist, volunteer; null: check-in only. */
    role: text("role"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("camp_staff_user_meal_idx").on(t.userId, t.campId),
    // One "every camp" row per user (a unique index treats nulls as distinct).
    uniqueIndex("camp_staff_user_all_idx")
      .on(t.userId)
      .where(sql`${t.campId} is null`),
    index("camp_staff_meal_idx").on(t.campId),
    check(
      "camp_staff_role_check",
      sql`${t.role} is null or ${t.role} in ('desk', 'nurse', 'doctor', 'pharmacist', 'volunteer')`,
    ),
  ],
);
