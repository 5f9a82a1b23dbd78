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
  "camp_staff",
  // The camp clinic (issue 39): a refused registration, write, move or read leaves no row behind.
  "person",
  "person_duplicate",
  "meal_station",
  "meal_screening_test",
  "meal_medicine",
  "visit_token",
  "visit",
  "visit_step",
  "visit_write",
  "visit_signature",
  "visit_addendum",
  "clinical_access",
  // The camp pharmacy (issue 40): a refused receipt or dispense leaves no stock changed and no record behind.
  "stock_batch",
  "stock_receipt",
  "dispense",
  "dispense_item",
  "dispense_batch",
  "stock_write_off",
  // Referrals (issue 40): a refused referral, confirmation or call leaves no row behind.
  "meal_facility",
  "referral",
  "referral_call",
  // Text messages (issue 40): a refused callback opts no number out. `sms_contact` is left out like the counters (a
  // wrong code's spent try is recorded on purpose), and `sms_message` like `mail_message` (the worker changes its rows
  // in the background); sms/phone.test.ts proves a refused choice, number or code writes neither.
  "sms_opt_out",
  "referral_text",
  // Visit summary links (issue 40): a refused send, code or opening leaves the link's row as it was, but for a wrong
  // code's spent try, recorded on purpose (summary-links.test.ts), which needs a valid link no fuzzed request has.
  "summary_link",
  // The camp report's DHIS2 mapping (issue 41): a refused PUT leaves the mapping as it was.
  "dhis2_setting",
  "dhis2_figure_mapping",
  "dhis2_camp_org_unit",
];

const DIGEST = sql.raw(
  TABLES.map((table) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`).join(
    " || ',' || ",
  ),
);

/**
 * A row in `fingerprint_change` for every row inserted, updated or deleted in TABLES (and one per TRUNCATE), written
 * in the changing transaction: the number of its rows a statement sees changes whenever a change to TABLES was
 * committed since the last time it looked. Test databases only.
 */
const CHANGE_LOG = [
  "create table fingerprint_change (id bigserial primary key)",
  `create function fingerprint_log_change() returns trigger language plpgsql as $$
    begin insert into fingerprint_change default values; return null; end $$`,
  ...TABLES.flatMap((table, i) => [
    `create trigger fingerprint_change_${i} after insert or update or delete on ${table}
      for each row execute function fingerprint_log_change()`,
    `create trigger fingerprint_truncate_${i} after truncate on ${table}
      for each statement execute function fingerprint_log_change()`,
  ]),
];

const CHANGES = sql`select count(*)::int as n from fingerprint_change`;

interface Digest {
  changes: number;
  digest: string;
}
/** Per database: the change log once installed, and the last digest with the change count it was read with. */
const states = new WeakMap<Db, { installed: Promise<void>; last?: Digest }>();

function stateOf(db: Db) {
  let state = states.get(db);
  if (!state) {
    const installed = (async () => {
      for (const statement of CHANGE_LOG) await db.execute(sql.raw(statement));
    })();
    state = { installed };
    states.set(db, state);
  }
  return state;
}

/**
 * A digest of the whole database but the rate-limit counters: equal digests, equal data. The whole-row digest is
 * read again only when a change to those tables was committed since the last one (the change log says so in one
 * cheap count); otherwise the data is the data it was read from, and its digest is the one it was.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const state = stateOf(db);
  await state.installed;
  const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(db, CHANGES);
  if (state.last?.changes === n) return state.last.digest;
  // The count and the digest in one statement, so both see the same committed data.
  const [row] = await queryRows<{ n: number; f: string }>(db, sql`select (${CHANGES}) as n, ${DIGEST} as f`);
  state.last = { changes: row!.n, digest: row!.f };
  return row!.f;
}
