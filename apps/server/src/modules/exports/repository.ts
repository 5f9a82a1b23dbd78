import { and, asc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  camps,
  checkIns,
  intakeAnswers,
  intakeQuestions,
  joinRequests,
  payments,
  staffAssignments,
  users,
} from "../../db/schema/index.ts";

/**
 * A keyset cursor on a timestamp and an id. The timestamp travels as the database's own text (microseconds and
 * all): a JS Date keeps milliseconds only, and a cursor rounded down would read its own row again.
 */
export interface TimeCursor {
  at: string;
  id: string;
}

/**
 * `(at, id) > (cursor)` in the export's order (ascending), or nothing on the first page. The lone `at >=` says the
 * same for an index on the time alone (payment_created_idx), which the row comparison does not use.
 */
const afterTime = (at: AnyPgColumn, id: AnyPgColumn, cursor: TimeCursor | undefined) =>
  cursor
    ? sql`${at} >= ${cursor.at}::timestamptz and (${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;

const participantColumns = {
  requestId: joinRequests.id,
  status: joinRequests.status,
  queueNo: joinRequests.queueNo,
  requestedAt: joinRequests.createdAt,
  name: users.name,
  email: users.email,
  checkedInAt: checkIns.checkedInAt,
  checkedInBy: checkIns.byName,
};

/**
 * The rows the CSV exports read (issue 23), one keyset page at a time: each page is one short query, so an export
 * holds no transaction open while it downloads. `waitlistPosition` is the requests module's count of a waiter's place
 * (a column expression over `meal_request`), handed in where the module is wired.
 */
export function createExportsRepository(db: Db, waitlistPosition: SQL<number | null>) {
  return {
    async campTitle(campId: string): Promise<string | undefined> {
      const [row] = await db.select({ title: camps.title }).from(camps).where(eq(camps.id, campId)).limit(1);
      return row?.title;
    },

    /** The camp's intake questions, in the order they are asked: the answer columns. */
    questions(campId: string) {
      return db
        .select({ id: intakeQuestions.id, label: intakeQuestions.label })
        .from(intakeQuestions)
        .where(eq(intakeQuestions.campId, campId))
        .orderBy(asc(intakeQuestions.position));
    },

    /**
     * The camp's requests in the order they arrived (one keyset over `queue_no`, so a waiter promoted while the file
     * downloads is still read once), each waiter with its waitlist position as Serve Camp counts it.
     */
    participants(campId: string, afterQueueNo: number | undefined, size: number) {
      return db
        .select({ ...participantColumns, position: waitlistPosition })
        .from(joinRequests)
        .innerJoin(users, eq(users.id, joinRequests.userId))
        .leftJoin(checkIns, eq(checkIns.requestId, joinRequests.id))
        .where(
          and(
            eq(joinRequests.campId, campId),
            afterQueueNo === undefined ? undefined : sql`${joinRequests.queueNo} > ${afterQueueNo}`,
          ),
        )
        .orderBy(asc(joinRequests.queueNo))
        .limit(size);
    },

    /** The intake answers of these requests. */
    answersOf(requestIds: string[]) {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          requestId: intakeAnswers.requestId,
          questionId: intakeAnswers.questionId,
          value: intakeAnswers.value,
        })
        .from(intakeAnswers)
        .where(inArray(intakeAnswers.requestId, requestIds));
    },

    /** Payments made in [from, to), oldest first. */
    paymentsPage(range: { from?: Date; to?: Date }, cursor: TimeCursor | undefined, size: number) {
      return db
        .select({
          id: payments.id,
          cursorAt: sql<string>`${payments.createdAt}::text`,
          paidAt: payments.createdAt,
          name: users.name,
          email: payments.email,
          packageName: payments.packageName,
          kind: payments.kind,
          price: payments.price,
          status: payments.status,
          transactionId: payments.transactionId,
          periodStart: payments.periodStart,
          periodEnd: payments.periodEnd,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            range.from ? gte(payments.createdAt, range.from) : undefined,
            range.to ? lt(payments.createdAt, range.to) : undefined,
            afterTime(payments.createdAt, payments.id, cursor),
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(size);
    },

    /** Users in the order they signed up (the `user_created_idx` index's), with the camps they staff. */
    usersPage(cursor: TimeCursor | undefined, size: number) {
      return db
        .select({
          id: users.id,
          cursorAt: sql<string>`${users.createdAt}::text`,
          name: users.name,
          email: users.email,
          role: users.role,
          badge: users.badge,
          badgeUntil: users.badgeUntil,
          createdAt: users.createdAt,
          // "every camp", or how many camps (0: not staff). Qualified by hand: drizzle leaves a lone table's
          // columns unqualified, which inside the subquery would name camp_staff's own.
          staffEvery: sql<boolean>`exists (select 1 from ${staffAssignments} s
            where s.user_id = "user"."id" and s.meal_id is null)`,
          staffCamps: sql<number>`(select count(*)::int from ${staffAssignments} s
            where s.user_id = "user"."id" and s.meal_id is not null)`,
        })
        .from(users)
        .where(afterTime(users.createdAt, users.id, cursor))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(size);
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
