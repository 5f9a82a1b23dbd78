import { CATEGORY_DAYS, type MealInput, type MealListQuery, type MealUpdate } from "@medcamp/contract";
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { camps } from "../../db/schema/index.ts";
import { likeContains, offsetOf } from "../../lib/sql-helpers.ts";
import { type CalendarCamp, calendarCampColumns } from "../calendar/index.ts";
import { campValues, type Distributor, locationValues } from "./camp-mapper.ts";
import { scheduleValues } from "./camp-schedule-sql.ts";

/** At most this many cities fill the All Camps city filter. */
const CITIES_MAX = 500;

/** The stored camp's days, for an end recomputed when its start changes. */
const campDaysSql = sql.raw(
  `case category ${Object.entries(CATEGORY_DAYS)
    .map(([category, days]) => `when '${category}' then ${days}`)
    .join(" ")} end`,
);

/** What an update writes of the schedule and place: left out keeps, null clears (the capacity goes through seats). */
function scheduleChanges(input: MealUpdate): PgUpdateSetSource<typeof camps> {
  const changes: PgUpdateSetSource<typeof camps> = {};
  if (input.startsAt !== undefined || input.timezone !== undefined) {
    Object.assign(changes, scheduleValues(campDaysSql, input.startsAt ?? null, input.timezone ?? null));
  }
  if (input.location !== undefined) Object.assign(changes, locationValues(input.location));
  return changes;
}

function listFilters(query: MealListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.category !== "All") filters.push(eq(camps.category, query.category));
  if (query.priceRange) {
    filters.push(gte(camps.price, query.priceRange.min), lte(camps.price, query.priceRange.max));
  }
  if (query.search) filters.push(ilike(camps.title, likeContains(query.search)));
  if (query.from) filters.push(gte(camps.startDate, query.from));
  if (query.to) filters.push(lte(camps.startDate, query.to));
  if (query.city) filters.push(sql`lower(${camps.city}) = lower(${query.city})`);
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * Every sort is newest/most first (soonest first for `startsAt`, undated last), ties broken by id: a total order, so
 * read backwards it is the exact mirror.
 */
function listOrder(query: MealListQuery, backwards = false) {
  if (query.sortBy === "startsAt") {
    return backwards ? [desc(camps.startsAt), desc(camps.id)] : [asc(camps.startsAt), asc(camps.id)];
  }
  const by =
    query.sortBy === "likes" ? camps.likes : query.sortBy === "reviewsCount" ? camps.reviewsCount : camps.postTime;
  return backwards ? [asc(by), desc(camps.id)] : [desc(by), asc(camps.id)];
}

/** What of a camp its campers are told about when it changes (issue 19): when it happens and where. */
type Noticed = Pick<
  typeof camps.$inferSelect,
  "startsAt" | "endsAt" | "timezone" | "venue" | "address" | "city" | "country"
>;

/** Which of the camp's noticed facts differ: its date and time (or time zone), its place. */
export function campChanges(before: Noticed, after: Noticed): ("schedule" | "place")[] {
  const time = (d: Date | null) => d?.getTime() ?? null;
  const changes: ("schedule" | "place")[] = [];
  if (
    time(before.startsAt) !== time(after.startsAt) ||
    time(before.endsAt) !== time(after.endsAt) ||
    before.timezone !== after.timezone
  ) {
    changes.push("schedule");
  }
  if (
    before.venue !== after.venue ||
    before.address !== after.address ||
    before.city !== after.city ||
    before.country !== after.country
  ) {
    changes.push("place");
  }
  return changes;
}

export type CampRow = typeof camps.$inferSelect;

/** A camp row as the audit log keeps it: every field, instants as ISO text. */
export function campFields(row: CampRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The camp's fields an update changed, before and after; empty when nothing changed. */
export function changedFields(before: CampRow, after: CampRow) {
  const [was, is] = [campFields(before), campFields(after)];
  const changed = Object.keys(is).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, is[key]])),
  };
}

/** The camp as the messages about it describe it, read in the caller's transaction (null when it is gone). */
export async function campForNotices(tx: Db | Tx, campId: string): Promise<CalendarCamp | null> {
  const [camp] = await tx.select(calendarCampColumns).from(camps).where(eq(camps.id, campId));
  return camp ?? null;
}

/** The only code that changes camp rows, but for publishing an upcoming camp (upcoming/repository.ts). */
export function createCampsRepository(db: Db) {
  return {
    /**
     * One page of camps, given how many match. The page's ids come from the sort index alone; a page in the back
     * half is read from the other end of the index (then put back in order), so the last page costs what the
     * first does and only a middle page walks far.
     */
    async page(query: MealListQuery, total: number) {
      const offset = offsetOf(query.page, query.limit);
      const backwards = offset > total / 2;
      const order = listOrder(query, backwards);
      const pageIds = db
        .select({ id: camps.id })
        .from(camps)
        .where(listFilters(query))
        .orderBy(...order)
        .limit(backwards ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit)
        .offset(backwards ? Math.max(0, total - offset - query.limit) : offset)
        .as("page_ids");
      const rows = await db
        .select(getTableColumns(camps))
        .from(camps)
        .innerJoin(pageIds, eq(camps.id, pageIds.id))
        .orderBy(...order);
      return backwards ? rows.reverse() : rows;
    },

    /** How many camps match the query's filters (its page and sort do not matter). */
    async count(query: MealListQuery): Promise<number> {
      const [row] = await db.select({ total: count() }).from(camps).where(listFilters(query));
      return row?.total ?? 0;
    },

    async findById(id: string) {
      const [row] = await db.select().from(camps).where(eq(camps.id, id)).limit(1);
      return row;
    },

    async insert(tx: Tx, input: MealInput, by: Distributor): Promise<CampRow> {
      const [row] = await tx.insert(camps).values(campValues(input, by)).returning();
      return row!;
    },

    /** The cities camps take place in, each once whatever its case, alphabetically. */
    async cities(): Promise<string[]> {
      const rows = await db
        .select({ city: sql<string>`min(${camps.city})` })
        .from(camps)
        .where(isNotNull(camps.city))
        .groupBy(sql`lower(${camps.city})`)
        .orderBy(sql`lower(${camps.city})`)
        .limit(CITIES_MAX);
      return rows.map((r) => r.city);
    },

    /**
     * The update under the camp's row lock, in the caller's transaction: the row before and after, or undefined when
     * there is no such camp. A capacity is not written here: it goes through the requests module's seats.
     */
    async update(tx: Tx, id: string, input: MealUpdate): Promise<{ before: CampRow; after: CampRow } | undefined> {
      const [before] = await tx.select().from(camps).where(eq(camps.id, id)).for("update");
      if (!before) return undefined;
      const [after] = await tx
        .update(camps)
        .set({
          title: input.title,
          image: input.image,
          description: input.description,
          price: input.price,
          ingredients: input.ingredients,
          ...scheduleChanges(input),
        })
        .where(eq(camps.id, id))
        .returning();
      return after ? { before, after } : undefined;
    },

    /** The camp under its row lock, for a change that reads it first (its deletion); undefined when there is none. */
    async lock(tx: Tx, id: string): Promise<CampRow | undefined> {
      const [camp] = await tx.select().from(camps).where(eq(camps.id, id)).for("update");
      return camp;
    },

    /** Likes, reviews and join requests go with the camp (foreign keys cascade). */
    async delete(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx.delete(camps).where(eq(camps.id, id)).returning({ id: camps.id });
      return rows.length > 0;
    },
  };
}
export type CampsRepository = ReturnType<typeof createCampsRepository>;
