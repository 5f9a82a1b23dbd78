import { REFERRAL_LIMITS, type ReferralStatus } from "@medcamp/contract";
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { campFacilities, camps, people, referralCalls, referrals, users, visits } from "../../db/schema/index.ts";

export type FacilityRow = typeof campFacilities.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;
export type ReferralCallRow = typeof referralCalls.$inferSelect;

/** Any fixed number: the class of the advisory locks that serialise one referral id's issue. */
const REFERRAL_LOCK_CLASS = 4_002_117;

/**
 * A referral's status on the camp's day `today` (YYYY-MM-DD), as REFERRAL_STATUSES defines it: completed once
 * confirmed; lost when the last call was declined or REFERRAL_LIMITS.lostAfterDays passed after its due date;
 * overdue after its due date; issued before.
 */
export const statusSql = (today: string): SQL<ReferralStatus> =>
  sql<ReferralStatus>`case
    when ${referrals.confirmedAt} is not null then 'completed'
    when ${referrals.lastCallResult} = 'declined'
      or ${referrals.dueOn} + ${REFERRAL_LIMITS.lostAfterDays}::int < ${today}::date then 'lost'
    when ${referrals.dueOn} < ${today}::date then 'overdue'
    else 'issued' end`;

/** The list's order: overdue first, then issued, lost, completed. */
const rankSql = (today: string) =>
  sql`case ${statusSql(today)} when 'overdue' then 0 when 'issued' then 1 when 'lost' then 2 else 3 end`;

/** A camp's partner facilities, referrals, their confirmations and follow-up calls (issue 40). */
export function createReferralsRepository(db: Db) {
  return {
    async camp(tx: Db | Tx, campId: string) {
      const [row] = await tx
        .select({ id: camps.id, title: camps.title, timezone: camps.timezone })
        .from(camps)
        .where(eq(camps.id, campId));
      return row;
    },

    /** Locks the camp's row for the rest of the transaction (two admins replacing the list one after the other). */
    async lockCamp(tx: Tx, campId: string) {
      const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("update");
      return camp !== undefined;
    },

    facilities: (tx: Db | Tx, campId: string) =>
      tx.select().from(campFacilities).where(eq(campFacilities.campId, campId)).orderBy(asc(campFacilities.position)),

    async facility(tx: Db | Tx, facilityId: string): Promise<FacilityRow | undefined> {
      const [row] = await tx.select().from(campFacilities).where(eq(campFacilities.id, facilityId));
      return row;
    },

    /** Replaces the list; a facility kept (same key) keeps its id. */
    async replaceFacilities(
      tx: Tx,
      campId: string,
      facilities: Omit<typeof campFacilities.$inferInsert, "campId" | "position" | "id">[],
    ) {
      const keys = facilities.map((f) => f.key);
      await tx
        .delete(campFacilities)
        .where(
          keys.length
            ? and(eq(campFacilities.campId, campId), notInArray(campFacilities.key, keys))
            : eq(campFacilities.campId, campId),
        );
      if (facilities.length === 0) return;
      await tx
        .insert(campFacilities)
        .values(facilities.map((f, position) => ({ ...f, campId, position })))
        .onConflictDoUpdate({
          target: [campFacilities.campId, campFacilities.key],
          set: {
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            phone: sql`excluded.phone`,
            departments: sql`excluded.departments`,
          },
        });
    },

    /** Takes the referral id's lock for the rest of the transaction (a repeated send waits for the first). */
    async lockId(tx: Tx, referralId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_LOCK_CLASS}, hashtext(${referralId}))`);
    },

    async byId(tx: Db | Tx, referralId: string): Promise<ReferralRow | undefined> {
      const [row] = await tx.select().from(referrals).where(eq(referrals.id, referralId));
      return row;
    },

    /** Reads the referral and locks its row for the rest of the transaction. */
    async lock(tx: Tx, referralId: string): Promise<ReferralRow | undefined> {
      const [row] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for("update");
      return row;
    },

    async insert(tx: Tx, referral: NewReferral) {
      await tx.insert(referrals).values(referral);
    },

    async confirm(
      tx: Tx,
      referralId: string,
      confirmation: Pick<NewReferral, "arrivedOn" | "outcome" | "outcomeSealed" | "confirmedAt">,
    ) {
      await tx.update(referrals).set(confirmation).where(eq(referrals.id, referralId));
    },

    /** Answers false when this call id was recorded before. */
    async insertCall(tx: Tx, call: typeof referralCalls.$inferInsert): Promise<boolean> {
      const added = await tx
        .insert(referralCalls)
        .values(call)
        .onConflictDoNothing({ target: referralCalls.id })
        .returning({ id: referralCalls.id });
      if (added.length === 0) return false;
      await tx
        .update(referrals)
        .set({ lastCallResult: call.result, lastCallId: call.id })
        .where(eq(referrals.id, call.referralId));
      return true;
    },

    async callById(tx: Db | Tx, callId: string) {
      const [row] = await tx.select().from(referralCalls).where(eq(referralCalls.id, callId));
      return row;
    },

    /**
     * A page of the camp's referrals, overdue first, with their people and their status on `today`; `codeDigits`
     * (the short code's eight hex digits, lower case) keeps the referrals whose id begins with them.
     */
    async page(
      tx: Db | Tx,
      campId: string,
      today: string,
      filter: { status?: ReferralStatus; codeDigits?: string },
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(referrals.campId, campId),
        filter.status ? sql`${statusSql(today)} = ${filter.status}` : undefined,
        filter.codeDigits ? sql`left(${referrals.id}::text, 8) = ${filter.codeDigits}` : undefined,
      );
      const rows = await tx
        .select({
          referral: referrals,
          person: { id: people.id, name: people.name, phone: people.phone },
          status: statusSql(today),
        })
        .from(referrals)
        .innerJoin(visits, eq(visits.id, referrals.visitId))
        .innerJoin(people, eq(people.id, visits.personId))
        .where(where)
        .orderBy(rankSql(today), asc(referrals.dueOn), asc(referrals.issuedAt), asc(referrals.id))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(referrals).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The referrals issued at a visit, oldest first, with their status on `today`. */
    ofVisit: (tx: Db | Tx, visitId: string, today: string) =>
      tx
        .select({ referral: referrals, status: statusSql(today) })
        .from(referrals)
        .where(eq(referrals.visitId, visitId))
        .orderBy(asc(referrals.issuedAt), asc(referrals.id)),

    /** One referral as the list shows it. */
    async listed(tx: Db | Tx, referralId: string, today: string) {
      const [row] = await tx
        .select({
          referral: referrals,
          person: { id: people.id, name: people.name, phone: people.phone },
          status: statusSql(today),
        })
        .from(referrals)
        .innerJoin(visits, eq(visits.id, referrals.visitId))
        .innerJoin(people, eq(people.id, visits.personId))
        .where(eq(referrals.id, referralId));
      return row;
    },

    /** Each referral's number of calls and its last call (the one recorded last). */
    async calls(tx: Db | Tx, rows: readonly Pick<ReferralRow, "id" | "lastCallId">[]) {
      const counts = new Map<string, number>();
      const last = new Map<string, ReferralCallRow>();
      if (rows.length === 0) return { counts, last };
      const counted = await tx
        .select({ referralId: referralCalls.referralId, n: count() })
        .from(referralCalls)
        .where(
          inArray(
            referralCalls.referralId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(referralCalls.referralId);
      for (const c of counted) counts.set(c.referralId, c.n);
      const lastIds = rows.flatMap((r) => (r.lastCallId ? [r.lastCallId] : []));
      if (lastIds.length > 0) {
        const calls = await tx.select().from(referralCalls).where(inArray(referralCalls.id, lastIds));
        for (const c of calls) last.set(c.referralId, c);
      }
      return { counts, last };
    },

    /** The camp's figures on `today` (REFERRAL_LIMITS' windows), in `tx` when the camp report reads them in its own. */
    async figures(campId: string, today: string, tx: Db | Tx = db) {
      const days = sql`(${referrals.arrivedOn} - ${referrals.issuedOn})`;
      const status = statusSql(today);
      const [row] = await tx
        .select({
          issued: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${referrals.confirmedAt} is not null))::int`,
          completedWithin: sql<number>`(count(*) filter (where ${days} <= ${REFERRAL_LIMITS.completedWithinDays}::int))::int`,
          median: sql<
            number | string | null
          >`percentile_cont(0.5) within group (order by ${days}::float8) filter (where ${referrals.arrivedOn} is not null)`,
          overdue: sql<number>`(count(*) filter (where ${status} = 'overdue'))::int`,
          lost: sql<number>`(count(*) filter (where ${status} = 'lost'))::int`,
        })
        .from(referrals)
        .where(eq(referrals.campId, campId));
      return row!;
    },

    /** The account's locale (the slip's language when the person has none of their own). */
    async accountLocale(tx: Db | Tx, userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },
  };
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
