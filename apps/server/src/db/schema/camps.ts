import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** Columns shared by published camps and upcoming camps. */
function campColumns() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    image: text("image").notNull(),
    ingredients: text("ingredients").array().notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    postTime: timestamp("post_time", { withTimezone: true }).notNull().defaultNow(),
    distributorName: text("distributor_name").notNull(),
    distributorEmail: text("distributor_email").notNull(),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    likes: integer("likes").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** Sum of review ratings; rating = ratingTotal / reviewsCount, so the average is always exact. */
    ratingTotal: integer("rating_total").notNull().default(0),
    ...scheduleColumns(),
  };
}

/**
 * When and where a camp takes place, and how many it seats (issue 18); all null on camps given none. `endsAt` and
 * `startDate` (the start's day in the camp's own zone, which the from/to filter reads) are derived from `startsAt`,
 * `timezone` and the category when the camp is written (camp-schedule-sql.ts).
 */
function scheduleColumns() {
  return {
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    startDate: date("start_date", { mode: "string" }),
    timezone: text("timezone"),
    venue: text("venue"),
    address: text("address"),
    city: text("city"),
    country: text("country"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    capacity: integer("capacity"),
  };
}

export const camps = pgTable(
  "meal",
  {
    ...campColumns(),
    /** Requests holding a seat (pending or delivered); kept with the rows under the camp's row lock. */
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** Waitlisted requests. */
    waitlistCount: integer("waitlist_count").notNull().default(0),
    /** Until then only priority-booking members may take its seats (a newly published camp; issue 20). */
    priorityUntil: timestamp("priority_until", { withTimezone: true }),
  },
  (t) => [
    check("meal_category_check", sql`${t.category} in ('3days', '7days', '10days')`),
    check("meal_price_check", sql`${t.price} >= 0`),
    check("meal_counters_check", sql`${t.likes} >= 0 and ${t.reviewsCount} >= 0 and ${t.ratingTotal} >= 0`),
    check("meal_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check(
      "meal_seats_check",
      sql`${t.seatsTaken} >= 0 and ${t.waitlistCount} >= 0 and (${t.capacity} is null or ${t.seatsTaken} <= ${t.capacity})`,
    ),
    check("meal_schedule_check", sql`(${t.startsAt} is null) = (${t.timezone} is null)`),
    index("meal_starts_at_idx").on(t.startsAt.asc().nullsLast(), t.id),
    index("meal_start_date_idx").on(t.startDate, t.id),
    index("meal_city_start_idx").on(sql`lower(${t.city})`, t.startsAt.asc().nullsLast()),
    index("meal_post_time_idx").on(t.postTime.desc().nullsFirst(), t.id),
    index("meal_category_post_time_idx").on(t.category, t.postTime.desc().nullsFirst(), t.id),
    index("meal_likes_idx").on(t.likes.desc().nullsFirst(), t.id),
    index("meal_reviews_count_idx").on(t.reviewsCount.desc().nullsFirst(), t.id),
    index("meal_price_idx").on(t.price),
    index("meal_category_price_idx").on(t.category, t.price),
    index("meal_added_by_idx").on(t.addedBy),
    // Contains-search (ILIKE '%…%') on titles needs trigrams; a btree cannot serve it.
    index("meal_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const upcomingCamps = pgTable(
  "upcoming_meal",
  {
    ...campColumns(),
    status: text("status").notNull().default("pending"),
    publishedCampId: uuid("published_meal_id").references(() => camps.id, { onDelete: "set null" }),
  },
  (t) => [
    check("upcoming_meal_category_check", sql`${t.category} in ('3days', '7days', '10days')`),
    check("upcoming_meal_price_check", sql`${t.price} >= 0`),
    check("upcoming_meal_status_check", sql`${t.status} in ('pending', 'published')`),
    check("upcoming_meal_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("upcoming_meal_schedule_check", sql`(${t.startsAt} is null) = (${t.timezone} is null)`),
    index("upcoming_meal_status_idx").on(t.status, t.postTime.desc().nullsFirst()),
  ],
);

export const campLikes = pgTable(
  "meal_like",
  {
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campId, t.userId] }), index("meal_like_user_idx").on(t.userId)],
);

export const upcomingCampLikes = pgTable(
  "upcoming_meal_like",
  {
    upcomingCampId: uuid("upcoming_meal_id")
      .notNull()
      .references(() => upcomingCamps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.upcomingCampId, t.userId] })],
);

export const reviews = pgTable(
  "review",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    /** Null once the reviewer deleted their account: the review stays, shown as "Former camper". */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("review_rating_check", sql`${t.rating} between 1 and 5`),
    uniqueIndex("review_meal_user_uq").on(t.campId, t.userId),
    // A camp's newest reviews first (the detail shows the latest 50) without sorting all of them.
    index("review_meal_created_idx").on(t.campId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("review_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const joinRequests = pgTable(
  "meal_request",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    /**
     * The camper's waitlist rank when they asked (issue 20): 1 for Gold and Platinum members, 0 for others. The
     * waitlist is served by rank, then by `queue_no`.
     */
    priority: smallint("priority").notNull().default(0),
    /** Order of arrival on the camp (taken under the camp's row lock): first come, first served within a rank. */
    queueNo: bigint("queue_no", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    /** Why an admin declined it (issue 23), shown to its camper; null when not declined or declined without one. */
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("meal_request_status_check", sql`${t.status} in ('pending', 'delivered', 'waitlisted', 'declined')`),
    // One request per camper per camp that holds a seat or waits for one; a declined one does not count.
    uniqueIndex("meal_request_active_uq")
      .on(t.campId, t.userId)
      .where(sql`${t.status} in ('pending', 'delivered', 'waitlisted')`),
    index("meal_request_waitlist_idx")
      .on(t.campId, t.priority.desc(), t.queueNo)
      .where(sql`${t.status} = 'waitlisted'`),
    index("meal_request_meal_idx").on(t.campId, t.status),
    index("meal_request_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("meal_request_created_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    /** The admin overview's count of requests waiting to be served (issue 23). */
    index("meal_request_pending_idx")
      .on(t.campId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A user's personal calendar feed: whoever knows the token reads their camps at /api/calendar/{token}.ics. */
export const calendarFeeds = pgTable("calendar_feed", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("calendar_feed_token_uq"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
