import { CLINIC_LIMITS, type StationKind } from "@medcamp/contract";
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { campStations, camps, clinicalAccess, people, possibleDuplicates, visits } from "../../db/schema/index.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import { asPerson } from "./service.ts";

const other = alias(people, "other");

/**
 * What admins do with the clinic's records (issue 39): the possible duplicates the desks made and their merge or
 * dismissal, a camp's list of stations, and the reads one staff member made. Each change is audited in its
 * transaction.
 */
export function createRecordsAdmin(db: Db, audit: AuditService) {
  return {
    async duplicates() {
      const rows = await db
        .select({ person: people, other, foundAt: possibleDuplicates.foundAt })
        .from(possibleDuplicates)
        .innerJoin(people, eq(people.id, possibleDuplicates.personId))
        .innerJoin(other, eq(other.id, possibleDuplicates.otherId))
        .orderBy(asc(possibleDuplicates.foundAt))
        .limit(CLINIC_LIMITS.accessLogPage);
      return {
        pairs: rows.map((r) => ({
          person: asPerson(r.person),
          other: asPerson(r.other),
          foundAt: r.foundAt.toISOString(),
        })),
      };
    },

    /** The person becomes `into`: their visits and the reads of their record move there; the row stays, merged. */
    async merge(personId: string, into: string, actor: AuditActor) {
      if (personId === into) throw refuse("MERGE_SAME_PERSON");
      await db.transaction(async (tx) => {
        const pair = await tx
          .select()
          .from(people)
          .where(inArray(people.id, [personId, into]))
          .for("update");
        const from = pair.find((p) => p.id === personId);
        const target = pair.find((p) => p.id === into);
        if (!from || !target || from.mergedInto || target.mergedInto) throw refuse("PERSON_NOT_FOUND");
        if (from.userId && target.userId) throw refuse("MERGE_TWO_ACCOUNTS");
        await tx.update(visits).set({ personId: into }).where(eq(visits.personId, personId));
        await tx.update(clinicalAccess).set({ personId: into }).where(eq(clinicalAccess.personId, personId));
        await tx
          .delete(possibleDuplicates)
          .where(or(eq(possibleDuplicates.personId, personId), eq(possibleDuplicates.otherId, personId)));
        await tx.update(people).set({ mergedInto: into, userId: null }).where(eq(people.id, personId));
        if (from.userId) await tx.update(people).set({ userId: from.userId }).where(eq(people.id, into));
        await audit.record(tx, actor, {
          action: "person.merged",
          target: { type: "person", id: personId },
          after: { mergedInto: into },
        });
      });
      return { personId: into };
    },

    /** Two people the desk flagged are two people after all. */
    async dismiss(personId: string, otherId: string, actor: AuditActor) {
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(possibleDuplicates)
          .where(and(eq(possibleDuplicates.personId, personId), eq(possibleDuplicates.otherId, otherId)))
          .returning({ personId: possibleDuplicates.personId });
        if (rows.length === 0) return false;
        await audit.record(tx, actor, {
          action: "person.duplicate-dismissed",
          target: { type: "person", id: personId },
          before: { possibleDuplicateOf: otherId },
        });
        return true;
      });
      if (!removed) throw refuse("PERSON_NOT_FOUND");
      return { personId };
    },

    /**
     * Replaces a camp's list of stations. A station left out must have nobody at it (409 STATION_IN_USE), so no
     * visit is stranded where no device looks.
     */
    async replaceStations(campId: string, stations: StationKind[], actor: AuditActor) {
      await db.transaction(async (tx) => {
        const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("update");
        if (!camp) throw refuse("CAMP_NOT_FOUND");
        const stranded = await tx
          .select({ id: visits.id })
          .from(visits)
          .where(
            and(
              eq(visits.campId, campId),
              ne(visits.state, "done"),
              sql`${visits.station} not in (${sql.join(
                stations.map((s) => sql`${s}`),
                sql`, `,
              )})`,
            ),
          )
          .limit(1);
        if (stranded.length > 0) throw refuse("STATION_IN_USE");
        const before = await tx
          .select({ kind: campStations.kind })
          .from(campStations)
          .where(eq(campStations.campId, campId))
          .orderBy(asc(campStations.position));
        await tx.delete(campStations).where(eq(campStations.campId, campId));
        await tx.insert(campStations).values(stations.map((kind, position) => ({ campId, kind, position })));
        await audit.record(tx, actor, {
          action: "camp.stations-replaced",
          target: { type: "camp", id: campId },
          campId,
          before: { stations: before.length ? before.map((b) => b.kind) : "default" },
          after: { stations },
        });
      });
      return { stations };
    },

    /** The clinical records one staff member read, newest first (an admin's view per staff member). */
    async readsBy(userId: string) {
      const rows = await db
        .select()
        .from(clinicalAccess)
        .where(eq(clinicalAccess.readerId, userId))
        .orderBy(desc(clinicalAccess.at), desc(clinicalAccess.id))
        .limit(CLINIC_LIMITS.accessLogPage);
      return {
        entries: rows.map((r) => ({
          at: r.at.toISOString(),
          reader: { id: r.readerId, name: r.readerName, role: r.readerRole },
          what: r.what,
          visitId: r.visitId,
          personId: r.personId,
        })),
      };
    },
  };
}
export type RecordsAdmin = ReturnType<typeof createRecordsAdmin>;
