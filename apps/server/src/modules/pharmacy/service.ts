import {
  type Dispense,
  type DispenseAnswer,
  type DispenseBody,
  type DispenseState,
  isLowStock,
  listKey,
  LOW_STOCK_SHARE,
  medicineLabel,
  SCAN_CLOCK_SKEW_MS,
  type StationRole,
  type StockReceiptAnswer,
  type StockReceiptBody,
  type StockReport,
  type StockWriteOffAnswer,
  type StockWriteOffBody,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditService } from "../audit/index.ts";
import { mergeWrites } from "../clinic/sections.ts";
import type { MedicineRow, NewDispense, PharmacyRepository, Taken } from "./repository.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role" | "email">;

export interface PharmacyDependencies {
  db: Db;
  pharmacy: PharmacyRepository;
  clock: Clock;
  audit: AuditService;
}

/** Who receives stock and dispenses; who reads the stock report. */
const STOCK_KEEPERS: ReadonlyArray<StationRole | "admin"> = ["pharmacist", "admin"];
const REPORT_READERS: ReadonlyArray<StationRole | "admin"> = ["pharmacist", "doctor", "admin"];

/** The day at the camp (its zone; UTC for a camp without one), as YYYY-MM-DD: batches expire by the camp's day. */
const campDay = (at: Date, timezone: string | null) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: timezone ?? "UTC" }).format(at);

const stateOf = (items: ReadonlyArray<{ requested: number; given: number }>): DispenseState =>
  items.every((i) => i.given === i.requested) ? "filled" : items.every((i) => i.given === 0) ? "not-filled" : "partial";

/**
 * The camp's pharmacy with exact stock (issue 40): stock received in batches of the camp's own medicine list, and
 * dispenses against a visit's signed prescription that take from the earliest-expiring batches, never an expired one,
 * never below zero. Every change to a medicine's stock holds that camp+medicine's advisory lock (ADR 026's way, as the
 * clinic's visit lock), so concurrent dispenses from several devices and offline queues are exact on every instance.
 * Receipts and dispenses carry a device-made id: a repeat answers the first and changes nothing.
 */
export function createPharmacyService({ db, pharmacy, clock, audit }: PharmacyDependencies) {
  /** The viewer's role at the camp: admin, a station role, or a refusal (check-in staff have none). */
  async function roleAt(viewer: Viewer, campId: string, tx: Db | Tx = db): Promise<StationRole | "admin"> {
    if (viewer.role === "admin") return "admin";
    const role = await pharmacy.staffRole(tx, viewer.id, campId);
    if (!role) throw refuse("FORBIDDEN");
    return role as StationRole;
  }

  async function mustBe(allowed: ReadonlyArray<StationRole | "admin">, viewer: Viewer, campId: string, tx?: Tx) {
    const role = await roleAt(viewer, campId, tx);
    if (!allowed.includes(role)) throw refuse("STATION_ROLE_REQUIRED");
    return role;
  }

  /** The time a dispense was given: the device's, never ahead of the server (beyond its skew) nor before the visit. */
  function madeAtOf(sent: string | undefined, arrivedAt: Date, now: Date): Date {
    if (!sent) return now;
    const at = new Date(sent);
    if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) throw refuse("RECORDED_IN_FUTURE");
    if (at > now) return now;
    return at < arrivedAt ? arrivedAt : at;
  }

  /** The medicines of the visit's signed prescription, by their key (label without case or repeated spaces). */
  async function prescribed(tx: Tx, visitId: string): Promise<Map<string, string>> {
    const consultation = mergeWrites((await pharmacy.consultation(tx, visitId)).map((w) => w.data));
    const prescriptions = (consultation.prescriptions ?? []) as Array<{ medicine: string }>;
    return new Map(prescriptions.map((p) => [listKey(p.medicine), p.medicine]));
  }

  /**
   * Each item as a medicine of the prescription: by its id on the camp's list, or its label as the prescription
   * spells it. A prescribed medicine the camp's own list does not hold (the default list, or taken off since) has no
   * stock: `row` undefined.
   */
  function resolveItems(items: DispenseBody["items"], list: MedicineRow[], onPrescription: Map<string, string>) {
    const byId = new Map(list.map((m) => [m.id, m]));
    const byKey = new Map(list.map((m) => [m.key, m]));
    const seen = new Set<string>();
    return items.map((item, i) => {
      let label: string;
      if (item.medicineId !== undefined) {
        const row = byId.get(item.medicineId);
        if (!row) throw refuse("MEDICINE_NOT_FOUND");
        label = medicineLabel({ name: row.name, strength: row.strength ?? undefined });
      } else {
        label = onPrescription.get(listKey(item.medicine!)) ?? item.medicine!;
      }
      const key = listKey(label);
      if (!onPrescription.has(key)) throw refuse("NOT_PRESCRIBED", { medicine: label });
      if (seen.has(key)) throw refuse("VALIDATION_ERROR", { detail: `items.${i}: each medicine may come once` });
      seen.add(key);
      return { label: onPrescription.get(key)!, row: byKey.get(key), quantity: item.quantity };
    });
  }

  function receiptAnswer(
    found: NonNullable<Awaited<ReturnType<PharmacyRepository["receipt"]>>>,
    applied: boolean,
  ): StockReceiptAnswer {
    return {
      receiptId: found.receipt.receiptId,
      applied,
      medicineId: found.medicine.id,
      medicine: medicineLabel({ name: found.medicine.name, strength: found.medicine.strength ?? undefined }),
      batchId: found.batch.id,
      batch: found.batch.batch,
      expiresOn: found.batch.expiresOn,
      quantity: found.receipt.quantity,
    };
  }

  function writeOffAnswer(
    found: NonNullable<Awaited<ReturnType<PharmacyRepository["writeOff"]>>>,
    applied: boolean,
  ): StockWriteOffAnswer {
    return {
      writeOffId: found.writeOff.writeOffId,
      applied,
      batchId: found.batch.id,
      batch: found.batch.batch,
      medicine: medicineLabel({ name: found.medicine.name, strength: found.medicine.strength ?? undefined }),
      quantity: found.writeOff.quantity,
      reason: found.writeOff.reason as StockWriteOffAnswer["reason"],
      left: found.batch.left,
    };
  }

  return {
    /** Stock received (the camp's pharmacists, admins): added to its batch, audited; a repeated receiptId answers the first. */
    async receive(campId: string, body: StockReceiptBody, viewer: Viewer): Promise<StockReceiptAnswer> {
      await mustBe(STOCK_KEEPERS, viewer, campId);
      return db.transaction(async (tx) => {
        const camp = await pharmacy.camp(tx, campId);
        if (!camp) throw refuse("CAMP_NOT_FOUND");
        await pharmacy.lockReceipt(tx, body.receiptId);
        const earlier = await pharmacy.receipt(tx, body.receiptId);
        if (earlier) {
          if (earlier.receipt.campId !== campId) throw refuse("WRITE_ID_REUSED");
          return receiptAnswer(earlier, false);
        }
        const medicine = await pharmacy.medicine(tx, campId, body.medicineId);
        if (!medicine) throw refuse("MEDICINE_NOT_FOUND");
        const now = clock.now();
        const today = campDay(now, camp.timezone);
        if (body.expiresOn < today) {
          throw refuse("VALIDATION_ERROR", {
            detail: `expiresOn: this batch expired on ${body.expiresOn}; expired stock is not received`,
          });
        }
        await pharmacy.lockMedicine(tx, campId, medicine.id);
        const batch = await pharmacy.addToBatch(tx, {
          campId,
          medicineId: medicine.id,
          batch: body.batch,
          expiresOn: body.expiresOn,
          quantity: body.quantity,
        });
        await pharmacy.insertReceipt(tx, {
          receiptId: body.receiptId,
          campId,
          batchId: batch.id,
          quantity: body.quantity,
          receivedBy: viewer.id,
          receivedAt: now,
        });
        const label = medicineLabel({ name: medicine.name, strength: medicine.strength ?? undefined });
        await audit.record(tx, viewer, {
          action: "camp.stock-received",
          target: { type: "camp", id: campId },
          campId,
          before: null,
          after: {
            receiptId: body.receiptId,
            medicine: label,
            batch: body.batch,
            expiresOn: body.expiresOn,
            quantity: body.quantity,
          },
        });
        const made = await pharmacy.receipt(tx, body.receiptId);
        return receiptAnswer(made!, true);
      });
    },

    /**
     * Units of a batch taken out of stock with a reason (the camp's pharmacists, admins), under the medicine's lock so
     * a dispense at the same moment sees what is left; never more than the batch holds (409 WRITE_OFF_TOO_MANY with
     * what it holds); audited. A repeated writeOffId answers the first and changes nothing.
     */
    async writeOff(campId: string, body: StockWriteOffBody, viewer: Viewer): Promise<StockWriteOffAnswer> {
      await mustBe(STOCK_KEEPERS, viewer, campId);
      return db.transaction(async (tx) => {
        await pharmacy.lockWriteOff(tx, body.writeOffId);
        const earlier = await pharmacy.writeOff(tx, body.writeOffId);
        if (earlier) {
          if (earlier.writeOff.campId !== campId) throw refuse("WRITE_ID_REUSED");
          return writeOffAnswer(earlier, false);
        }
        const found = await pharmacy.batch(tx, campId, body.batchId);
        if (!found) throw refuse("STOCK_BATCH_NOT_FOUND");
        await pharmacy.lockMedicine(tx, campId, found.medicine.id);
        const fresh = (await pharmacy.batch(tx, campId, body.batchId))!;
        if (!(await pharmacy.take(tx, body.batchId, body.quantity))) {
          throw refuse("WRITE_OFF_TOO_MANY", { batch: fresh.batch.batch, left: fresh.batch.left });
        }
        await pharmacy.insertWriteOff(tx, {
          writeOffId: body.writeOffId,
          campId,
          batchId: body.batchId,
          quantity: body.quantity,
          reason: body.reason,
          note: body.note || null,
          byId: viewer.id,
          madeAt: clock.now(),
        });
        const label = medicineLabel({ name: fresh.medicine.name, strength: fresh.medicine.strength ?? undefined });
        await audit.record(tx, viewer, {
          action: "camp.stock-written-off",
          target: { type: "camp", id: campId },
          campId,
          before: { batch: fresh.batch.batch, left: fresh.batch.left },
          after: {
            writeOffId: body.writeOffId,
            medicine: label,
            batch: fresh.batch.batch,
            quantity: body.quantity,
            reason: body.reason,
            left: fresh.batch.left - body.quantity,
          },
        });
        return writeOffAnswer((await pharmacy.writeOff(tx, body.writeOffId))!, true);
      });
    },

    /**
     * A dispense against the visit's signed prescription (the camp's pharmacists, admins). Each medicine takes from
     * its batches that are not expired on the day it was given, earliest expiry first. Online (without `partial`), a
     * medicine stock cannot fill refuses the whole dispense (409 STOCK_INSUFFICIENT naming it and what is left) and
     * nothing changes; with `partial` what there is is given and the rest recorded as not filled ("out-of-stock").
     */
    async dispense(visitId: string, body: DispenseBody, viewer: Viewer): Promise<DispenseAnswer> {
      return db.transaction(async (tx) => {
        // Taken first, then the medicines' locks in one order: two dispenses never wait for each other in a circle.
        await pharmacy.lockDispense(tx, body.dispenseId);
        const visit = await pharmacy.visit(tx, visitId);
        if (!visit) throw refuse("VISIT_NOT_FOUND");
        await mustBe(STOCK_KEEPERS, viewer, visit.campId, tx);
        const earlier = await pharmacy.dispense(tx, body.dispenseId);
        if (earlier) {
          if (earlier.visitId !== visitId) throw refuse("WRITE_ID_REUSED");
          return { ...earlier, applied: false };
        }
        if (!visit.signed) throw refuse("PRESCRIPTION_NOT_SIGNED");
        const camp = await pharmacy.camp(tx, visit.campId);
        if (!camp) throw refuse("VISIT_NOT_FOUND");
        const items = resolveItems(
          body.items,
          await pharmacy.medicines(tx, visit.campId),
          await prescribed(tx, visitId),
        );
        const madeAt = madeAtOf(body.madeAt, visit.arrivedAt, clock.now());
        const day = campDay(madeAt, camp.timezone);
        const stocked = items.flatMap((i) => (i.row ? [i.row.id] : [])).sort();
        for (const medicineId of stocked) await pharmacy.lockMedicine(tx, visit.campId, medicineId);
        const recorded: NewDispense["items"] = [];
        for (const item of items) {
          const batches = item.row ? await pharmacy.usableBatches(tx, item.row.id, day) : [];
          const left = batches.reduce((sum, b) => sum + b.left, 0);
          if (left < item.quantity && !body.partial) {
            throw refuse("STOCK_INSUFFICIENT", { medicine: item.label, left });
          }
          const taken: Taken[] = [];
          let wanted = item.quantity;
          for (const batch of batches) {
            if (wanted === 0) break;
            const quantity = Math.min(wanted, batch.left);
            if (!(await pharmacy.take(tx, batch.id, quantity)))
              throw new Error(`batch ${batch.id} changed under its lock`);
            taken.push({ batchId: batch.id, batch: batch.batch, expiresOn: batch.expiresOn, quantity });
            wanted -= quantity;
          }
          const given = item.quantity - wanted;
          recorded.push({
            medicineId: item.row?.id ?? null,
            medicine: item.label,
            requested: item.quantity,
            given,
            reason: given < item.quantity ? "out-of-stock" : null,
            taken,
          });
        }
        await pharmacy.insertDispense(tx, {
          dispenseId: body.dispenseId,
          visitId,
          campId: visit.campId,
          state: stateOf(recorded),
          partial: body.partial ?? false,
          madeAt,
          byId: viewer.id,
          byName: viewer.name,
          items: recorded,
        });
        const made = await pharmacy.dispense(tx, body.dispenseId);
        return { ...made!, applied: true };
      });
    },

    /** A visit's dispenses, for the visit's read (the readers who see its prescription). */
    dispensesOf: (tx: Db | Tx, visitId: string): Promise<Dispense[]> => pharmacy.dispensesOf(tx, visitId),

    /**
     * The camp's stock per medicine of its own list and per batch, as of the camp's day (admins, the camp's
     * pharmacists and doctors): received, dispensed, written off, expired (left in batches past expiry), left; and a low-stock
     * flag per medicine (LOW_STOCK_SHARE).
     */
    async report(campId: string, viewer: Viewer): Promise<StockReport> {
      await mustBe(REPORT_READERS, viewer, campId);
      const camp = await pharmacy.camp(db, campId);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      const asOf = campDay(clock.now(), camp.timezone);
      const [medicines, batches] = await Promise.all([
        pharmacy.medicines(db, campId),
        pharmacy.batchesWithDispensed(db, campId),
      ]);
      return {
        campId,
        asOf,
        lowStockShare: LOW_STOCK_SHARE,
        medicines: medicines.map((m) => {
          const rows = batches
            .filter((b) => b.batch.medicineId === m.id)
            .map(({ batch, dispensed, writtenOff }) => {
              const expired = batch.expiresOn < asOf;
              return {
                batchId: batch.id,
                batch: batch.batch,
                expiresOn: batch.expiresOn,
                received: batch.received,
                dispensed,
                writtenOff,
                expired: expired ? batch.left : 0,
                left: expired ? 0 : batch.left,
              };
            });
          const sum = (key: "received" | "dispensed" | "writtenOff" | "expired" | "left") =>
            rows.reduce((n, r) => n + r[key], 0);
          const received = sum("received");
          const left = sum("left");
          return {
            medicineId: m.id,
            medicine: medicineLabel({ name: m.name, strength: m.strength ?? undefined }),
            unit: m.unit,
            received,
            dispensed: sum("dispensed"),
            writtenOff: sum("writtenOff"),
            expired: sum("expired"),
            left,
            low: isLowStock(left, received),
            batches: rows,
          };
        }),
      };
    },
  };
}
export type PharmacyService = ReturnType<typeof createPharmacyService>;
