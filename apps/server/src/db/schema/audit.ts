import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The audit log (issue 23): one row per admin or staff action, written in the action's transaction. Append-only:
 * triggers (migration 0016) refuse UPDATE, DELETE and TRUNCATE. No foreign keys on purpose: an entry outlives the
 * camp, request or user it names (a cascade or SET NULL would have to change it), so the actor's name and e-mail are
 * kept as they were.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: entries of one instant (one transaction's) list in the order they were written. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** The camp the action concerns (its own id for a camp action), for the camp filter. */
    campId: uuid("meal_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.seq.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_actor_email_idx").on(sql`lower(${t.actorEmail})`, t.at.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
    index("audit_log_meal_idx")
      .on(t.campId, t.at.desc())
      .where(sql`${t.campId} is not null`),
  ],
);
