import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps, joinRequests } from "./camps.ts";

const STATIONS_SQL = sql.raw(
  "('registration', 'vitals', 'screening', 'consultation', 'pharmacy', 'counselling', 'exit')",
);

/**
 * Someone seen at a camp (issue 39; ADR 027: a person is not an account). `user_id` links the account when there is
 * one. `phone` is E.164; one phone may hold a family. A merged duplicate points at the person it was merged into.
 */
export const people = pgTable(
  "person",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Unknown (null) for a camper registered from their account until a station records it. */
    sex: text("sex"),
    birthYear: smallint("birth_year"),
    /** The desk was told an age, not a year. */
    birthYearEstimated: boolean("birth_year_estimated").notNull().default(false),
    phone: text("phone"),
    area: text("area"),
    /** The language the person reads (their visit summary's), one of the product's four; null: their account's. */
    language: text("language"),
    mergedInto: uuid("merged_into").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("person_sex_check", sql`${t.sex} is null or ${t.sex} in ('female', 'male', 'other')`),
    check("person_language_check", sql`${t.language} is null or ${t.language} in ('en', 'bn', 'es', 'ar')`),
    // Possible duplicates are found by a similar name (trigrams).
    index("person_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("person_phone_idx")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** Two people the desk may have registered twice, for an admin to merge or dismiss. */
export const possibleDuplicates = pgTable(
  "person_duplicate",
  {
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    otherId: uuid("other_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.otherId] }), index("person_duplicate_other_idx").on(t.otherId)],
);

/** A camp's stations in order; a camp without rows uses the default template (STATION_KINDS). */
export const campStations = pgTable(
  "meal_station",
  {
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campId, t.kind] }),
    uniqueIndex("meal_station_position_idx").on(t.campId, t.position),
    check("meal_station_kind_check", sql`${t.kind} in ${STATIONS_SQL}`),
  ],
);

/** The last token handed out per camp and day (the day in the camp's zone). */
export const visitTokens = pgTable(
  "visit_token",
  {
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campId, t.day] })],
);

/**
 * One person's visit to a camp on a day. `station` and `state` are where the visit is now: waiting at a station
 * (queued since `station_since`), called by someone there, or done (exited).
 */
export const visits = pgTable(
  "visit",
  {
    /** May be made on the desk's device, so a repeated send registers once. */
    id: uuid("id").primaryKey(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").references(() => joinRequests.id, { onDelete: "set null" }),
    day: date("day").notNull(),
    token: integer("token").notNull(),
    consentCare: boolean("consent_care").notNull(),
    consentFollowUp: boolean("consent_follow_up").notNull(),
    consentKeep: boolean("consent_keep").notNull(),
    station: text("station").notNull(),
    state: text("state").notNull(),
    stationSince: timestamp("station_since", { withTimezone: true }).notNull(),
    calledBy: text("called_by").references(() => users.id, { onDelete: "set null" }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull(),
    exitedAt: timestamp("exited_at", { withTimezone: true }),
    registeredBy: text("registered_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when the retention job removed the clinical sections (the visit's identity and times stay). */
    clinicalDeletedAt: timestamp("clinical_deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("visit_station_check", sql`${t.station} in ${STATIONS_SQL}`),
    check("visit_state_check", sql`${t.state} in ('waiting', 'called', 'done')`),
    uniqueIndex("visit_meal_day_token_idx").on(t.campId, t.day, t.token),
    index("visit_queue_idx")
      .on(t.campId, t.station, t.stationSince)
      .where(sql`${t.state} <> 'done'`),
    index("visit_person_idx").on(t.personId),
  ],
);

/** A visit's time at each station: arrived, called, left, and how it left (done, skipped, sent back). */
export const visitSteps = pgTable(
  "visit_step",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    station: text("station").notNull(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull(),
    calledAt: timestamp("called_at", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    outcome: text("outcome"),
  },
  (t) => [
    index("visit_step_visit_idx").on(t.visitId, t.arrivedAt),
    check("visit_step_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ('done', 'skipped', 'sent-back')`),
  ],
);

/**
 * One write of a station's section, as the device sent it (never changed afterwards): coded values and numbers in
 * `data`, free text encrypted in `sealed` (ADR 027). A section is its writes merged field by field in the order
 * they were recorded, so two devices' writes never overwrite each other's rows.
 */
export const visitWrites = pgTable(
  "visit_write",
  {
    writeId: uuid("write_id").primaryKey(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    station: text("station").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    sealed: text("sealed"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("visit_write_station_check", sql`${t.station} in ${STATIONS_SQL}`),
    index("visit_write_visit_idx").on(t.visitId, t.station, t.recordedAt),
  ],
);

/** The doctor's signature on a visit's consultation: after it the consultation takes addenda only. */
export const visitSignatures = pgTable("visit_signature", {
  visitId: uuid("visit_id")
    .primaryKey()
    .references(() => visits.id, { onDelete: "cascade" }),
  signedBy: text("signed_by").references(() => users.id, { onDelete: "set null" }),
  signedByName: text("signed_by_name").notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  /** SHA-256 of the consultation as signed (its writes' ids and contents): shows it never changed. */
  digest: text("digest").notNull(),
});

/** A correction after signing: its text (encrypted), author and time, shown beside the signed consultation. */
export const visitAddenda = pgTable(
  "visit_addendum",
  {
    writeId: uuid("write_id").primaryKey(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    sealed: text("sealed").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("visit_addendum_visit_idx").on(t.visitId, t.at)],
);

/** Every read of a person's clinical record (ADR 027), written in the request that read it. */
export const clinicalAccess = pgTable(
  "clinical_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
    readerId: text("reader_id").references(() => users.id, { onDelete: "set null" }),
    readerName: text("reader_name").notNull(),
    readerRole: text("reader_role").notNull(),
    what: text("what").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("clinical_access_person_idx").on(t.personId, t.at),
    index("clinical_access_reader_idx").on(t.readerId, t.at),
  ],
);
