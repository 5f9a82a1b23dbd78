import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { camps, joinRequests } from "./camps.ts";

/** A camp's intake questions (issue 21), asked in `position` order when a camper joins. */
export const intakeQuestions = pgTable(
  "meal_question",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    required: boolean("required").notNull(),
    /** Health information: its answers are deleted INTAKE_RETENTION_DAYS after the camp ends. */
    health: boolean("health").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "meal_question_kind_check",
      sql`${t.kind} in ('short_text', 'long_text', 'one_choice', 'many_choices', 'yes_no', 'date', 'consent')`,
    ),
    index("meal_question_meal_idx").on(t.campId, t.position),
  ],
);

/**
 * A join request's answer to one question. `health` is copied from the question when answered, so the retention job
 * finds the rows to delete without reading questions that may have changed since.
 */
export const intakeAnswers = pgTable(
  "intake_answer",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => joinRequests.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => intakeQuestions.id, { onDelete: "cascade" }),
    value: jsonb("value").$type<string | string[] | boolean>().notNull(),
    /** The question's wording when this answer was given (issue 37): a question edited later does not re-word it. */
    label: text("label").notNull(),
    health: boolean("health").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.questionId] }),
    // A question deleted by an edit takes its answers with it.
    index("intake_answer_question_idx").on(t.questionId),
    index("intake_answer_health_idx")
      .on(t.requestId)
      .where(sql`${t.health}`),
  ],
);
