import type { StationKind } from "@medcamp/contract";
import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  campMedicines,
  camps,
  dispenseItems,
  dispenses,
  people,
  referrals,
  visitSignatures,
  visitWrites,
  visits,
} from "../../db/schema/index.ts";

/** Where a camp's export stands: the last visit written, by the camp's (day, token) order. */
export interface VisitCursor {
  day: string;
  token: number;
}

const visitColumns = {
  visit: visits,
  person: {
    id: people.id,
    name: people.name,
    sex: people.sex,
    birthYear: people.birthYear,
    phone: people.phone,
    userId: people.userId,
  },
  camp: { id: camps.id, title: camps.title },
  signature: { signedAt: visitSignatures.signedAt, signedByName: visitSignatures.signedByName },
};

/**
 * The FHIR export's reads (issue 41 item 3): a set of visits with their people, camps and signatures, and their
 * sections' writes, dispenses and referrals, each in one statement for the whole set, so a page of a camp's visits
 * costs a handful of queries whatever its size.
 */
export function createFhirRepository() {
  const withPeople = (tx: Db | Tx) =>
    tx
      .select(visitColumns)
      .from(visits)
      .innerJoin(people, eq(people.id, visits.personId))
      .innerJoin(camps, eq(camps.id, visits.campId))
      .leftJoin(visitSignatures, eq(visitSignatures.visitId, visits.id));

  return {
    async visit(tx: Db | Tx, visitId: string) {
      const [row] = await withPeople(tx).where(eq(visits.id, visitId));
      return row;
    },

    /** A person's visits, oldest first. */
    visitsOfPerson: (tx: Db | Tx, personId: string) =>
      withPeople(tx).where(eq(visits.personId, personId)).orderBy(asc(visits.arrivedAt), asc(visits.id)),

    /** Up to `size` of the camp's visits after `after`, by day and token (the visit_meal_day_token_idx order). */
    campVisitsPage: (tx: Db | Tx, campId: string, after: VisitCursor | undefined, size: number) =>
      withPeople(tx)
        .where(
          and(
            eq(visits.campId, campId),
            after
              ? or(gt(visits.day, after.day), and(eq(visits.day, after.day), gt(visits.token, after.token)))
              : undefined,
          ),
        )
        .orderBy(asc(visits.day), asc(visits.token))
        .limit(size),

    /** The writes of these visits' stations, in recorded order (the clinic's merge order). */
    writes: (tx: Db | Tx, visitIds: readonly string[], stations: readonly StationKind[]) =>
      visitIds.length === 0 || stations.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(visitWrites)
            .where(and(inArray(visitWrites.visitId, [...visitIds]), inArray(visitWrites.station, [...stations])))
            .orderBy(asc(visitWrites.recordedAt), asc(visitWrites.receivedAt), asc(visitWrites.writeId)),

    /** Each item the pharmacy recorded for these visits, with its dispense and the unit of the camp's medicine. */
    dispenseItems: (tx: Db | Tx, visitIds: readonly string[]) =>
      visitIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              dispenseId: dispenses.dispenseId,
              visitId: dispenses.visitId,
              madeAt: dispenses.madeAt,
              byName: dispenses.byName,
              position: dispenseItems.position,
              medicine: dispenseItems.medicine,
              requested: dispenseItems.requested,
              given: dispenseItems.given,
              unit: campMedicines.unit,
            })
            .from(dispenses)
            .innerJoin(dispenseItems, eq(dispenseItems.dispenseId, dispenses.dispenseId))
            .leftJoin(campMedicines, eq(campMedicines.id, dispenseItems.medicineId))
            .where(inArray(dispenses.visitId, [...visitIds]))
            .orderBy(
              asc(dispenses.madeAt),
              asc(dispenses.receivedAt),
              asc(dispenses.dispenseId),
              asc(dispenseItems.position),
            ),

    /** The listKeys of the camp's own medicine labels (none when it uses the defaults). */
    medicineKeys: async (tx: Db | Tx, campId: string) =>
      (await tx.select({ key: campMedicines.key }).from(campMedicines).where(eq(campMedicines.campId, campId))).map(
        (m) => m.key,
      ),

    /** The referrals issued at these visits, oldest first. */
    referrals: (tx: Db | Tx, visitIds: readonly string[]) =>
      visitIds.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(referrals)
            .where(inArray(referrals.visitId, [...visitIds]))
            .orderBy(asc(referrals.issuedAt), asc(referrals.id)),
  };
}
export type FhirRepository = ReturnType<typeof createFhirRepository>;
export type FhirVisitRow = NonNullable<Awaited<ReturnType<FhirRepository["visit"]>>>;
