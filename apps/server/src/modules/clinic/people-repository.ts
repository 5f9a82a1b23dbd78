import { CLINIC_LIMITS, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, asc, between, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { joinRequests, people, possibleDuplicates, users } from "../../db/schema/index.ts";

export type PersonRow = typeof people.$inferSelect;
export type NewPerson = Pick<
  typeof people.$inferInsert,
  "name" | "sex" | "birthYear" | "birthYearEstimated" | "phone" | "area" | "language" | "userId"
>;

/** How alike two names must be (pg_trgm similarity of their lower case) to flag a possible duplicate. */
const SIMILAR_NAME = 0.3;
/** Without a phone only a closer name flags one. */
const SIMILAR_NAME_NO_PHONE = 0.6;

/** Any fixed number: the advisory lock that makes new people one at a time, so duplicates see each other. */
const NEW_PEOPLE_LOCK_CLASS = 3_901_118;

/** People seen at camps (issue 39): who they are, found by phone, with their possible duplicates. */
export function createPeopleRepository(db: Db) {
  return {
    async byId(tx: Db | Tx, personId: string): Promise<PersonRow | undefined> {
      const [row] = await tx.select().from(people).where(eq(people.id, personId));
      return row;
    },

    async byAccount(tx: Db | Tx, userId: string): Promise<PersonRow | undefined> {
      const [row] = await tx.select().from(people).where(eq(people.userId, userId));
      return row;
    },

    /** Everyone one phone holds (a family), not merged away. */
    byPhone(phone: string): Promise<PersonRow[]> {
      return db
        .select()
        .from(people)
        .where(and(eq(people.phone, phone), isNull(people.mergedInto)))
        .orderBy(asc(people.name), asc(people.id))
        .limit(CLINIC_LIMITS.peopleByPhone);
    },

    /**
     * Holds the new-people lock until the transaction ends: two registrations of one walk-in (two offline desks
     * sending at once, on two instances) are made one after the other, so the second's duplicate search sees the first.
     */
    async lockNewPeople(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${NEW_PEOPLE_LOCK_CLASS}, 0)`);
    },

    async insert(tx: Tx, person: NewPerson): Promise<PersonRow> {
      const [row] = await tx.insert(people).values(person).returning();
      if (!row) throw new Error("person insert returned no row");
      return row;
    },

    /** A seat-holding join request of the camp: whose it is (a checked-in camper becomes a patient, no retyping). */
    async seatHolder(tx: Tx, requestId: string, campId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: joinRequests.userId })
        .from(joinRequests)
        .where(
          and(
            eq(joinRequests.id, requestId),
            eq(joinRequests.campId, campId),
            inArray(joinRequests.status, [...SEAT_HOLDING_STATUSES]),
          ),
        );
      return row?.userId;
    },

    /** The possible duplicates recorded for a person (a repeated registration answers them again). */
    flagged: (tx: Db | Tx, personId: string) =>
      tx
        .select({ person: people })
        .from(possibleDuplicates)
        .innerJoin(people, eq(people.id, possibleDuplicates.otherId))
        .where(eq(possibleDuplicates.personId, personId))
        .orderBy(asc(people.createdAt))
        .limit(CLINIC_LIMITS.peopleByPhone)
        .then((rows) => rows.map((r) => r.person)),

    /** The language an account chose (null: none chose, or no account). */
    async accountLocale(tx: Db | Tx, userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    /** The account's name, for a camper registered from their join request. */
    async accountName(tx: Tx, userId: string): Promise<string | undefined> {
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name;
    },

    /**
     * People who may be this one registered before (same phone and a similar name, or with no phone a close name; the
     * birth year within one either way), recorded as pairs for an admin, and answered.
     */
    async flagDuplicates(tx: Tx, person: PersonRow): Promise<PersonRow[]> {
      const year = person.birthYear;
      const nameSimilarity = sql`similarity(lower(${people.name}), lower(${person.name}))`;
      const rows = await tx
        .select()
        .from(people)
        .where(
          and(
            ne(people.id, person.id),
            isNull(people.mergedInto),
            year === null ? undefined : between(people.birthYear, year - 1, year + 1),
            person.phone
              ? and(eq(people.phone, person.phone), sql`${nameSimilarity} >= ${SIMILAR_NAME}`)
              : sql`lower(${people.name}) % lower(${person.name}) and ${nameSimilarity} >= ${SIMILAR_NAME_NO_PHONE}`,
          ),
        )
        .orderBy(asc(people.createdAt))
        .limit(CLINIC_LIMITS.peopleByPhone);
      if (rows.length > 0) {
        await tx
          .insert(possibleDuplicates)
          .values(rows.map((r) => ({ personId: person.id, otherId: r.id })))
          .onConflictDoNothing();
      }
      return rows;
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
