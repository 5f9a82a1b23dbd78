import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps } from "./camps.ts";
import { visits } from "./clinic.ts";

/**
 * A camp's partner facilities, in order (issue 40): `key` is the name without case or repeated spaces, one per camp,
 * so a replaced list keeps the id of every facility it still holds.
 */
export const campFacilities = pgTable(
  "meal_facility",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    departments: text("departments").array().notNull(),
  },
  (t) => [uniqueIndex("meal_facility_key_idx").on(t.campId, t.key)],
);

/**
 * A referral issued at a visit (issue 40); its person is the visit's (a merge of duplicates moves visits, so it
 * moves the referrals with them). The facility as the slip printed it is kept on the referral (a later
 * list may drop or change it). `sealed` holds the free text and the findings the slip shows (the reason, notes,
 * findings, diagnoses and vitals as issued), sealed with CLINICAL_DATA_KEY (ADR 027). The receiving facility's
 * confirmation (`confirmed_at`, its note sealed) is recorded once; the last follow-up call's result is kept here for
 * the coordinator's list and its status.
 */
export const referrals = pgTable(
  "referral",
  {
    /** Made on the clinician's device, so a repeated send issues once. */
    id: uuid("id").primaryKey(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    facilityId: uuid("facility_id").references(() => campFacilities.id, { onDelete: "set null" }),
    facilityName: text("facility_name").notNull(),
    facilityAddress: text("facility_address").notNull(),
    facilityPhone: text("facility_phone").notNull(),
    department: text("department").notNull(),
    urgency: text("urgency").notNull(),
    sealed: text("sealed").notNull(),
    /** The camp's day it was issued on (its zone). */
    issuedOn: date("issued_on").notNull(),
    dueOn: date("due_on").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedBy: text("issued_by").references(() => users.id, { onDelete: "set null" }),
    /** The referring clinician as the slip names them. */
    referredByName: text("referred_by_name").notNull(),
    arrivedOn: date("arrived_on"),
    outcome: text("outcome"),
    outcomeSealed: text("outcome_sealed"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The last call recorded (in the order they reached the server) and its result: the list's status reads it. */
    lastCallId: uuid("last_call_id"),
    lastCallResult: text("last_call_result"),
  },
  (t) => [
    check("referral_urgency_check", sql`${t.urgency} in ('routine', 'soon', 'urgent')`),
    check(
      "referral_outcome_check",
      sql`${t.outcome} is null or ${t.outcome} in ('seen', 'admitted', 'treated', 'referredOn')`,
    ),
    check(
      "referral_confirmed_check",
      sql`(${t.confirmedAt} is null) = (${t.arrivedOn} is null) and (${t.confirmedAt} is null) = (${t.outcome} is null)`,
    ),
    check(
      "referral_last_call_check",
      sql`${t.lastCallResult} is null or ${t.lastCallResult} in ('reached', 'notReached', 'willGo', 'declined')`,
    ),
    index("referral_meal_due_idx").on(t.campId, t.dueOn),
    index("referral_visit_idx").on(t.visitId),
  ],
);

/** A coordinator's follow-up call about a referral: its result and note (sealed), who called and when. */
export const referralCalls = pgTable(
  "referral_call",
  {
    /** Made on the coordinator's device, so a repeated send records the call once. */
    id: uuid("id").primaryKey(),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    result: text("result").notNull(),
    noteSealed: text("note_sealed"),
    calledBy: text("called_by").references(() => users.id, { onDelete: "set null" }),
    calledByName: text("called_by_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("referral_call_result_check", sql`${t.result} in ('reached', 'notReached', 'willGo', 'declined')`),
    index("referral_call_referral_idx").on(t.referralId, t.at),
  ],
);
