import { CLINIC_LIMITS, STATION_KINDS, type StationKind } from "@medcamp/contract";
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  campStations,
  camps,
  clinicalAccess,
  people,
  staffAssignments,
  visitAddenda,
  visitSignatures,
  visitSteps,
  visitTokens,
  visitWrites,
  visits,
} from "../../db/schema/index.ts";

export type VisitRow = typeof visits.$inferSelect;
export type VisitWriteRow = typeof visitWrites.$inferSelect;
export type NewVisit = typeof visits.$inferInsert;

/** Any fixed number: the class of the advisory locks that serialise one visit's writes, moves and signature. */
const VISIT_LOCK_CLASS = 3_901_117;

/** One row of the access log: who read whose record, in which role, what, when. */
type ClinicalRead = typeof clinicalAccess.$inferInsert;

/** Visits, their stations, writes, signatures, addenda and the reads of them (issue 39). */
export function createVisitsRepository(db: Db) {
  return {
    async camp(tx: Db | Tx, campId: string) {
      const [row] = await tx
        .select({ id: camps.id, title: camps.title, timezone: camps.timezone })
        .from(camps)
        .where(eq(camps.id, campId));
      return row;
    },

    /**
     * The viewer's grant at the camp: its station role (null: check-in staff), or undefined for no grant. A grant
     * for this camp wins over one for every camp.
     */
    async staffRole(tx: Db | Tx, userId: string, campId: string): Promise<string | null | undefined> {
      const [row] = await tx
        .select({ role: staffAssignments.role })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.userId, userId),
            or(isNull(staffAssignments.campId), eq(staffAssignments.campId, campId)),
          ),
        )
        .orderBy(sql`${staffAssignments.campId} is null`)
        .limit(1);
      return row ? row.role : undefined;
    },

    /** The camp's stations in order: its own list, or the default template. */
    async stations(tx: Db | Tx, campId: string): Promise<StationKind[]> {
      const rows = await tx
        .select({ kind: campStations.kind })
        .from(campStations)
        .where(eq(campStations.campId, campId))
        .orderBy(asc(campStations.position));
      return rows.length > 0 ? rows.map((r) => r.kind as StationKind) : [...STATION_KINDS];
    },

    /** The day's next token at the camp: one statement, so two desks never get the same number. */
    async nextToken(tx: Tx, campId: string, day: string): Promise<number> {
      const [row] = await tx
        .insert(visitTokens)
        .values({ campId, day, last: 1 })
        .onConflictDoUpdate({
          target: [visitTokens.campId, visitTokens.day],
          set: { last: sql`${visitTokens.last} + 1` },
        })
        .returning({ last: visitTokens.last });
      if (!row) throw new Error("token upsert returned no row");
      return row.last;
    },

    /** Answers the new row, or undefined when a visit with this id exists (a repeated send). */
    async insert(tx: Tx, visit: NewVisit): Promise<VisitRow | undefined> {
      const [row] = await tx.insert(visits).values(visit).onConflictDoNothing({ target: visits.id }).returning();
      return row;
    },

    async byId(tx: Db | Tx, visitId: string): Promise<VisitRow | undefined> {
      const [row] = await tx.select().from(visits).where(eq(visits.id, visitId));
      return row;
    },

    /** Takes the visit's lock for the rest of the transaction, and reads it. */
    async lock(tx: Tx, visitId: string): Promise<VisitRow | undefined> {
      await tx.execute(sql`select pg_advisory_xact_lock(${VISIT_LOCK_CLASS}, hashtext(${visitId}))`);
      return this.byId(tx, visitId);
    },

    /**
     * A section write's reads in one statement after the visit's lock (issue 39: a save is the camp day's commonest
     * request): the visit, its person, the writer's grant at the camp (undefined: none; null: check-in staff), the
     * write id's earlier use, whether the consultation is signed, and the visit's vitals in recorded order.
     */
    async lockForWrite(tx: Tx, visitId: string, userId: string, writeId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(${VISIT_LOCK_CLASS}, hashtext(${visitId}))`);
      const grant = tx
        .select({ role: sql`coalesce(${staffAssignments.role}, '')` })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.userId, userId),
            or(isNull(staffAssignments.campId), eq(staffAssignments.campId, visits.campId)),
          ),
        )
        .orderBy(sql`${staffAssignments.campId} is null`)
        .limit(1);
      const earlier = tx
        .select({ use: sql`json_build_object('visitId', ${visitWrites.visitId}, 'station', ${visitWrites.station})` })
        .from(visitWrites)
        .where(eq(visitWrites.writeId, writeId));
      const vitals = tx
        .select({
          data: sql`coalesce(json_agg(${visitWrites.data} order by ${visitWrites.recordedAt}, ${visitWrites.receivedAt}, ${visitWrites.writeId}), '[]')`,
        })
        .from(visitWrites)
        .where(and(eq(visitWrites.visitId, visits.id), eq(visitWrites.station, "vitals")));
      const [row] = await tx
        .select({
          visit: visits,
          person: people,
          role: sql<string | null>`(${grant})`,
          earlier: sql<{ visitId: string; station: string } | null>`(${earlier})`,
          signed: sql<boolean>`exists (select 1 from ${visitSignatures} where ${visitSignatures.visitId} = ${visits.id})`,
          vitals: sql<Record<string, unknown>[]>`(${vitals})`,
        })
        .from(visits)
        .leftJoin(people, eq(people.id, visits.personId))
        .where(eq(visits.id, visitId));
      if (!row) return undefined;
      const role = row.role === null ? undefined : row.role === "" ? null : row.role;
      return { ...row, role };
    },

    /** The visits at a station that are not done, in arrival order, with their people, and how many more wait. */
    async queue(campId: string, station: StationKind) {
      const where = and(eq(visits.campId, campId), eq(visits.station, station), ne(visits.state, "done"));
      const rows = await db
        .select({ visit: visits, person: people })
        .from(visits)
        .innerJoin(people, eq(people.id, visits.personId))
        .where(where)
        .orderBy(asc(visits.stationSince), asc(visits.id))
        .limit(CLINIC_LIMITS.queue);
      const [total] = await db.select({ n: count() }).from(visits).where(where);
      return { rows, more: Math.max(0, (total?.n ?? 0) - rows.length) };
    },

    /** Calls the first waiting visit at the station; two devices calling at once call two different people. */
    async callNext(tx: Tx, campId: string, station: StationKind, userId: string, at: Date) {
      const [first] = await tx
        .select({ id: visits.id })
        .from(visits)
        .where(and(eq(visits.campId, campId), eq(visits.station, station), eq(visits.state, "waiting")))
        .orderBy(asc(visits.stationSince), asc(visits.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!first) return undefined;
      const [row] = await tx
        .update(visits)
        .set({ state: "called", calledBy: userId })
        .where(eq(visits.id, first.id))
        .returning();
      await tx
        .update(visitSteps)
        .set({ calledAt: at })
        .where(and(eq(visitSteps.visitId, first.id), eq(visitSteps.station, station), isNull(visitSteps.leftAt)));
      return row;
    },

    /** The visit arrives at a station (its step starts), leaving the one it was at with `outcome`. */
    async moveTo(tx: Tx, visit: VisitRow, to: StationKind, outcome: string, at: Date) {
      await tx
        .update(visitSteps)
        .set({ leftAt: at, outcome })
        .where(and(eq(visitSteps.visitId, visit.id), isNull(visitSteps.leftAt)));
      const [row] = await tx
        .update(visits)
        .set({ station: to, state: "waiting", stationSince: at, calledBy: null })
        .where(eq(visits.id, visit.id))
        .returning();
      await tx.insert(visitSteps).values({ visitId: visit.id, station: to, arrivedAt: at });
      return row;
    },

    /** The visit leaves the camp: its last step ends and its exit time is set. */
    async exit(tx: Tx, visit: VisitRow, at: Date) {
      await tx
        .update(visitSteps)
        .set({ leftAt: at, outcome: "done" })
        .where(and(eq(visitSteps.visitId, visit.id), isNull(visitSteps.leftAt)));
      const [row] = await tx
        .update(visits)
        .set({ station: "exit", state: "done", exitedAt: at, calledBy: null })
        .where(eq(visits.id, visit.id))
        .returning();
      return row;
    },

    async startStep(tx: Tx, visitId: string, station: StationKind, at: Date) {
      await tx.insert(visitSteps).values({ visitId, station, arrivedAt: at });
    },

    steps: (tx: Db | Tx, visitId: string) =>
      tx.select().from(visitSteps).where(eq(visitSteps.visitId, visitId)).orderBy(asc(visitSteps.arrivedAt)),

    async writeById(tx: Db | Tx, writeId: string): Promise<VisitWriteRow | undefined> {
      const [row] = await tx.select().from(visitWrites).where(eq(visitWrites.writeId, writeId));
      return row;
    },

    async insertWrite(tx: Tx, write: typeof visitWrites.$inferInsert) {
      await tx.insert(visitWrites).values(write);
    },

    /** A visit's writes of these stations, in the order they were recorded on the devices. */
    writes: (tx: Db | Tx, visitId: string, stations: readonly StationKind[]) =>
      stations.length === 0
        ? Promise.resolve([] as VisitWriteRow[])
        : tx
            .select()
            .from(visitWrites)
            .where(and(eq(visitWrites.visitId, visitId), inArray(visitWrites.station, [...stations])))
            .orderBy(asc(visitWrites.recordedAt), asc(visitWrites.receivedAt), asc(visitWrites.writeId)),

    /** The vitals writes of these visits, in recorded order (a queue's flags). */
    vitalsOfVisits: (visitIds: readonly string[]) =>
      db
        .select({ visitId: visitWrites.visitId, data: visitWrites.data })
        .from(visitWrites)
        .where(and(inArray(visitWrites.visitId, [...visitIds]), eq(visitWrites.station, "vitals")))
        .orderBy(asc(visitWrites.recordedAt), asc(visitWrites.receivedAt), asc(visitWrites.writeId)),

    async signature(tx: Db | Tx, visitId: string) {
      const [row] = await tx.select().from(visitSignatures).where(eq(visitSignatures.visitId, visitId));
      return row;
    },

    async insertSignature(tx: Tx, signature: typeof visitSignatures.$inferInsert) {
      await tx.insert(visitSignatures).values(signature);
    },

    /** Answers false when this addendum's writeId was applied before. */
    async insertAddendum(tx: Tx, addendum: typeof visitAddenda.$inferInsert): Promise<boolean> {
      const added = await tx
        .insert(visitAddenda)
        .values(addendum)
        .onConflictDoNothing({ target: visitAddenda.writeId })
        .returning({ writeId: visitAddenda.writeId });
      return added.length > 0;
    },

    addenda: (tx: Db | Tx, visitId: string) =>
      tx.select().from(visitAddenda).where(eq(visitAddenda.visitId, visitId)).orderBy(asc(visitAddenda.at)),

    /** One read, or a list's: a row per person it showed. */
    async recordRead(tx: Db | Tx, read: ClinicalRead | readonly ClinicalRead[]) {
      const rows = Array.isArray(read) ? [...read] : [read as ClinicalRead];
      if (rows.length > 0) await tx.insert(clinicalAccess).values(rows);
    },

    accessLog: (personId: string, limit: number) =>
      db
        .select()
        .from(clinicalAccess)
        .where(eq(clinicalAccess.personId, personId))
        .orderBy(desc(clinicalAccess.at), desc(clinicalAccess.id))
        .limit(limit),

    /** Every signed visit of a person, newest first, uncapped: their health record holds them all. */
    signedVisitIdsOfPerson: (tx: Db | Tx, personId: string) =>
      tx
        .select({ id: visits.id })
        .from(visits)
        .innerJoin(visitSignatures, eq(visitSignatures.visitId, visits.id))
        .where(eq(visits.personId, personId))
        .orderBy(desc(visits.arrivedAt), desc(visits.id)),

    /** The visits of an account's person, newest first, with when each was signed (null: not yet). */
    visitsOfPerson: (personId: string) =>
      db
        .select({
          id: visits.id,
          campId: visits.campId,
          title: camps.title,
          day: visits.day,
          token: visits.token,
          signedAt: visitSignatures.signedAt,
        })
        .from(visits)
        .innerJoin(camps, eq(camps.id, visits.campId))
        .leftJoin(visitSignatures, eq(visitSignatures.visitId, visits.id))
        .where(eq(visits.personId, personId))
        .orderBy(desc(visits.arrivedAt))
        .limit(CLINIC_LIMITS.accessLogPage),
  };
}
export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
