import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins per account (auth/sign-in-slowdown.ts): keyed by a SHA-256 of the lower-cased e-mail, known or
 * not, so the table lists no addresses in clear. Shared by every instance; a row whose last attempt is older than
 * the window counts from zero again and is pruned.
 */
export const signInFailures = pgTable(
  "sign_in_failure",
  {
    key: text("key").primaryKey(),
    /** Attempts since the last success that failed or are still being checked. */
    failures: integer("failures").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_failure_last_attempt_idx").on(t.lastAttemptAt)],
);
