import type { Dispense, DispenseState } from "@medcamp/contract";
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  campMedicines,
  camps,
  dispenseBatches,
  dispenseItems,
  dispenses,
  staffAssignments,
  stockBatches,
  stockReceipts,
  stockWriteOffs,
  visitSignatures,
  visitWrites,
  visits,
} from "../../db/schema/index.ts";

/** Any fixed numbers: the classes of the advisory locks of a camp's medicine, a receipt id and a dispense id. */
const MEDICINE_LOCK_CLASS = 4_001_301;
const RECEIPT_LOCK_CLASS = 4_001_302;
const DISPENSE_LOCK_CLASS = 4_001_303;
const WRITE_OFF_LOCK_CLASS = 4_001_304;

export type MedicineRow = typeof campMedicines.$inferSelect;
export type BatchRow = typeof stockBatches.$inferSelect;

/** What a dispensed medicine took from one batch. */
export interface Taken {
  batchId: string;
  batch: string;
  expiresOn: string;
  quantity: number;
}

/** A dispense to record: its medicines, each with what it took from which batch. */
export interface NewDispense {
  dispenseId: string;
  visitId: string;
  campId: string;
  state: DispenseState;
  partial: boolean;
  madeAt: Date;
  byId: string;
  byName: string;
  items: Array<{
    medicineId: string | null;
    medicine: string;
    requested: number;
    given: number;
    reason: "out-of-stock" | null;
    taken: Taken[];
  }>;
}

const lock = (tx: Tx, lockClass: number, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`);

/** Stock batches, receipts and dispenses of the camps' pharmacies (issue 40). */
export function createPharmacyRepository() {
  /** The dispenses of these visits (or these ids), oldest first, each with its medicines and batches. */
  async function dispensesWhere(tx: Db | Tx, by: { visitId: string } | { dispenseId: string }): Promise<Dispense[]> {
    const rows = await tx
      .select()
      .from(dispenses)
      .where("visitId" in by ? eq(dispenses.visitId, by.visitId) : eq(dispenses.dispenseId, by.dispenseId))
      .orderBy(asc(dispenses.madeAt), asc(dispenses.receivedAt), asc(dispenses.dispenseId));
    if (rows.length === 0) return [];
    const items = await tx
      .select()
      .from(dispenseItems)
      .where(
        inArray(
          dispenseItems.dispenseId,
          rows.map((r) => r.dispenseId),
        ),
      )
      .orderBy(asc(dispenseItems.position));
    const taken =
      items.length === 0
        ? []
        : await tx
            .select()
            .from(dispenseBatches)
            .where(
              inArray(
                dispenseBatches.itemId,
                items.map((i) => i.id),
              ),
            )
            .orderBy(asc(dispenseBatches.expiresOn), asc(dispenseBatches.batch));
    return rows.map((row) => ({
      dispenseId: row.dispenseId,
      visitId: row.visitId,
      state: row.state as DispenseState,
      madeAt: row.madeAt.toISOString(),
      by: { id: row.byId, name: row.byName },
      items: items
        .filter((i) => i.dispenseId === row.dispenseId)
        .map((i) => ({
          medicineId: i.medicineId,
          medicine: i.medicine,
          requested: i.requested,
          given: i.given,
          missing: i.requested - i.given,
          reason: i.reason as "out-of-stock" | null,
          batches: taken
            .filter((b) => b.itemId === i.id)
            .map((b) => ({ batchId: b.batchId, batch: b.batch, expiresOn: b.expiresOn, quantity: b.quantity })),
        })),
    }));
  }

  return {
    async camp(tx: Db | Tx, campId: string) {
      const [row] = await tx.select({ id: camps.id, timezone: camps.timezone }).from(camps).where(eq(camps.id, campId));
      return row;
    },

    /**
     * The viewer's grant at the camp: its station role (null: check-in staff), or undefined for no grant. A grant
     * for this camp wins over one for every camp (as the clinic reads it).
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

    /** The visit a dispense is for: its camp and when the person arrived; whether its consultation is signed. */
    async visit(tx: Tx, visitId: string) {
      const [row] = await tx
        .select({
          id: visits.id,
          campId: visits.campId,
          arrivedAt: visits.arrivedAt,
          signed: sql<boolean>`exists (select 1 from ${visitSignatures} where ${visitSignatures.visitId} = ${visits.id})`,
        })
        .from(visits)
        .where(eq(visits.id, visitId));
      return row;
    },

    /** The consultation's writes' clear fields (prescriptions are never sealed), in recorded order. */
    consultation: (tx: Tx, visitId: string) =>
      tx
        .select({ data: visitWrites.data })
        .from(visitWrites)
        .where(and(eq(visitWrites.visitId, visitId), eq(visitWrites.station, "consultation")))
        .orderBy(asc(visitWrites.recordedAt), asc(visitWrites.receivedAt), asc(visitWrites.writeId)),

    /** Serialises every change to one medicine's stock at a camp (receipts and dispenses), on every instance. */
    lockMedicine: (tx: Tx, campId: string, medicineId: string) =>
      lock(tx, MEDICINE_LOCK_CLASS, `${campId}:${medicineId}`),
    /** A receipt id's sends wait for each other: a repeat sent at once finds the first. */
    lockReceipt: (tx: Tx, receiptId: string) => lock(tx, RECEIPT_LOCK_CLASS, receiptId),
    /** A dispense id's sends wait for each other: a repeat sent at once finds the first. */
    lockDispense: (tx: Tx, dispenseId: string) => lock(tx, DISPENSE_LOCK_CLASS, dispenseId),

    /** A write-off id's sends wait for each other: a repeat sent at once finds the first. */
    lockWriteOff: (tx: Tx, writeOffId: string) => lock(tx, WRITE_OFF_LOCK_CLASS, writeOffId),

    /** The camp's own medicines, in order (none: the camp uses the default list, which holds no stock). */
    medicines: (tx: Db | Tx, campId: string) =>
      tx.select().from(campMedicines).where(eq(campMedicines.campId, campId)).orderBy(asc(campMedicines.position)),

    async medicine(tx: Db | Tx, campId: string, medicineId: string): Promise<MedicineRow | undefined> {
      const [row] = await tx
        .select()
        .from(campMedicines)
        .where(and(eq(campMedicines.campId, campId), eq(campMedicines.id, medicineId)));
      return row;
    },

    /** A receipt by its id, with its batch and medicine's label parts (undefined: never received). */
    async receipt(tx: Tx, receiptId: string) {
      const [row] = await tx
        .select({ receipt: stockReceipts, batch: stockBatches, medicine: campMedicines })
        .from(stockReceipts)
        .innerJoin(stockBatches, eq(stockBatches.id, stockReceipts.batchId))
        .innerJoin(campMedicines, eq(campMedicines.id, stockBatches.medicineId))
        .where(eq(stockReceipts.receiptId, receiptId));
      return row;
    },

    /** Adds a receipt's units to its batch (made on the first receipt of that batch and expiry). */
    async addToBatch(
      tx: Tx,
      batch: { campId: string; medicineId: string; batch: string; expiresOn: string; quantity: number },
    ): Promise<BatchRow> {
      const [row] = await tx
        .insert(stockBatches)
        .values({
          campId: batch.campId,
          medicineId: batch.medicineId,
          batch: batch.batch,
          expiresOn: batch.expiresOn,
          received: batch.quantity,
          left: batch.quantity,
        })
        .onConflictDoUpdate({
          target: [stockBatches.medicineId, stockBatches.batch, stockBatches.expiresOn],
          set: {
            received: sql`${stockBatches.received} + ${batch.quantity}`,
            left: sql`${stockBatches.left} + ${batch.quantity}`,
          },
        })
        .returning();
      if (!row) throw new Error("batch upsert returned no row");
      return row;
    },

    async insertReceipt(tx: Tx, receipt: typeof stockReceipts.$inferInsert) {
      await tx.insert(stockReceipts).values(receipt);
    },

    /** The medicine's batches that may be given on `day` (not expired) and hold units, earliest expiry first. */
    usableBatches: (tx: Tx, medicineId: string, day: string) =>
      tx
        .select()
        .from(stockBatches)
        .where(and(eq(stockBatches.medicineId, medicineId), gte(stockBatches.expiresOn, day), gt(stockBatches.left, 0)))
        .orderBy(asc(stockBatches.expiresOn), asc(stockBatches.createdAt), asc(stockBatches.id)),

    /** Takes units from a batch; false when it no longer holds them (the lock makes that a bug, not a race). */
    async take(tx: Tx, batchId: string, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(stockBatches)
        .set({ left: sql`${stockBatches.left} - ${quantity}` })
        .where(and(eq(stockBatches.id, batchId), gte(stockBatches.left, quantity)))
        .returning({ id: stockBatches.id });
      return rows.length === 1;
    },

    /** A batch of the camp's stock with its medicine (undefined: not this camp's). */
    async batch(tx: Tx, campId: string, batchId: string) {
      const [row] = await tx
        .select({ batch: stockBatches, medicine: campMedicines })
        .from(stockBatches)
        .innerJoin(campMedicines, eq(campMedicines.id, stockBatches.medicineId))
        .where(and(eq(stockBatches.campId, campId), eq(stockBatches.id, batchId)));
      return row;
    },

    /** A write-off by its id, with its batch and medicine (undefined: never made). */
    async writeOff(tx: Tx, writeOffId: string) {
      const [row] = await tx
        .select({ writeOff: stockWriteOffs, batch: stockBatches, medicine: campMedicines })
        .from(stockWriteOffs)
        .innerJoin(stockBatches, eq(stockBatches.id, stockWriteOffs.batchId))
        .innerJoin(campMedicines, eq(campMedicines.id, stockBatches.medicineId))
        .where(eq(stockWriteOffs.writeOffId, writeOffId));
      return row;
    },

    async insertWriteOff(tx: Tx, writeOff: typeof stockWriteOffs.$inferInsert) {
      await tx.insert(stockWriteOffs).values(writeOff);
    },

    async dispense(tx: Tx, dispenseId: string): Promise<Dispense | undefined> {
      return (await dispensesWhere(tx, { dispenseId }))[0];
    },

    /** A visit's dispenses, oldest first (what the visit shows the pharmacy gave). */
    dispensesOf: (tx: Db | Tx, visitId: string) => dispensesWhere(tx, { visitId }),

    async insertDispense(tx: Tx, dispense: NewDispense) {
      const { items, ...row } = dispense;
      await tx.insert(dispenses).values(row);
      for (const [position, item] of items.entries()) {
        const [made] = await tx
          .insert(dispenseItems)
          .values({
            dispenseId: dispense.dispenseId,
            position,
            medicineId: item.medicineId,
            medicine: item.medicine,
            requested: item.requested,
            given: item.given,
            reason: item.reason,
          })
          .returning({ id: dispenseItems.id });
        if (item.taken.length > 0) {
          await tx.insert(dispenseBatches).values(item.taken.map((t) => ({ ...t, itemId: made!.id })));
        }
      }
    },

    /** The camp's batches, each with the units dispensed from it (the stock report's rows). */
    batchesWithDispensed: (tx: Db | Tx, campId: string) =>
      tx
        .select({
          batch: stockBatches,
          dispensed: sql<number>`coalesce((select sum(${dispenseBatches.quantity}) from ${dispenseBatches} where ${dispenseBatches.batchId} = ${stockBatches.id}), 0)::int`,
          writtenOff: sql<number>`coalesce((select sum(${stockWriteOffs.quantity}) from ${stockWriteOffs} where ${stockWriteOffs.batchId} = ${stockBatches.id}), 0)::int`,
        })
        .from(stockBatches)
        .where(eq(stockBatches.campId, campId))
        .orderBy(asc(stockBatches.expiresOn), asc(stockBatches.createdAt), asc(stockBatches.id)),
  };
}
export type PharmacyRepository = ReturnType<typeof createPharmacyRepository>;
