import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * Every table a request could change, whole rows included (camp texts, ingredients, categories and counters,
 * upcoming likes, reviews, requests, payments and payment-intent statuses, user names, images, roles and badges,
 * sessions and accounts, calendar feed tokens). Only the counters are left out: refused requests are counted in
 * `rate_limit`, and failed sign-ins in `sign_in_failure` (auth/sign-in-slowdown.ts), on purpose.
 */
const TABLES = [
  "meal",
  "upcoming_meal",
  "meal_like",
  "upcoming_meal_like",
  "review",
  "meal_request",
  "payment",
  "payment_intent",
  "webhook_event",
  '"user"',
  "session",
  "account",
  "verification",
  "calendar_feed",
  "notification",
  "notification_preference",
  "newsletter_subscriber",
];

const FINGERPRINT = sql.raw(
  `select ${TABLES.map(
    (table) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`,
  ).join(" || ',' || ")} as f`,
);

/** A digest of the whole database but the rate-limit counters: equal digests, equal data. */
export async function databaseFingerprint(db: Db): Promise<string> {
  return (await queryRows<{ f: string }>(db, FINGERPRINT))[0]!.f;
}
