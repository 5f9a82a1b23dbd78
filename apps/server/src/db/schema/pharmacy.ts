import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { camps } from "./camps.ts";
import { campMedicines } from "./clinic-lists.ts";
import { visits } from "./clinic.ts";

/**
 * A batch of one medicine of a camp's list (issue 40): what was received of it and what is left. Receipts of the same
 * batch (same name and expiry) add to it. `left` only goes down by a dispense, under the camp+medicine lock, and never
 * below zero (the check is the last guard). A medicine taken off the list takes its batches with it.
 */
export const stockBatches = pgTable(
  "stock_batch",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    medicineId: uuid("medicine_id")
      .notNull()
      .references(() => campMedicines.id, { onDelete: "cascade" }),
    batch: text("batch").notNull(),
    /** Usable through this day (the camp's day); never dispensed after it. */
    expiresOn: date("expires_on").notNull(),
    received: integer("received").notNull(),
    left: integer("left").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_batch_medicine_batch_idx").on(t.medicineId, t.batch, t.expiresOn),
    index("stock_batch_meal_idx").on(t.campId, t.medicineId, t.expiresOn),
    check("stock_batch_left_check", sql`${t.left} >= 0 and ${t.left} <= ${t.received}`),
  ],
);

/** One receipt of stock, by the id its device made: a repeat finds it and changes nothing. */
export const stockReceipts = pgTable(
  "stock_receipt",
  {
    receiptId: uuid("receipt_id").primaryKey(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => stockBatches.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    receivedBy: text("received_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("stock_receipt_batch_idx").on(t.batchId),
    check("stock_receipt_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * A dispense against a visit's signed prescription, by the id its device made (a repeat finds it): filled, partial
 * (some given, the rest recorded as not filled) or not filled. Recorded once; `visit_id` becomes null when the
 * visit's clinical data is deleted (retention) or the visit goes: the stock it took stays counted, whom it was for
 * does not.
 */
export const dispenses = pgTable(
  "dispense",
  {
    dispenseId: uuid("dispense_id").primaryKey(),
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** Sent with `partial` (an offline queue's): what stock could not fill was recorded, not refused. */
    partial: boolean("partial").notNull(),
    madeAt: timestamp("made_at", { withTimezone: true }).notNull(),
    byId: text("by_id").references(() => users.id, { onDelete: "set null" }),
    byName: text("by_name").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dispense_visit_idx").on(t.visitId, t.madeAt),
    index("dispense_meal_idx").on(t.campId),
    check("dispense_state_check", sql`${t.state} in ('filled', 'partial', 'not-filled')`),
  ],
);

/** One medicine of a dispense: asked, given, and why the rest was not (its label kept if it leaves the list). */
export const dispenseItems = pgTable(
  "dispense_item",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispenseId: uuid("dispense_id")
      .notNull()
      .references(() => dispenses.dispenseId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    medicineId: uuid("medicine_id").references(() => campMedicines.id, { onDelete: "set null" }),
    medicine: text("medicine").notNull(),
    requested: integer("requested").notNull(),
    given: integer("given").notNull(),
    reason: text("reason"),
  },
  (t) => [
    uniqueIndex("dispense_item_position_idx").on(t.dispenseId, t.position),
    check("dispense_item_given_check", sql`${t.given} >= 0 and ${t.given} <= ${t.requested}`),
    check("dispense_item_reason_check", sql`${t.reason} is null or ${t.reason} in ('out-of-stock')`),
  ],
);

/** What a dispensed medicine took from each batch (its name and expiry kept if the batch goes). */
export const dispenseBatches = pgTable(
  "dispense_batch",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => dispenseItems.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id").references(() => stockBatches.id, { onDelete: "set null" }),
    batch: text("batch").notNull(),
    expiresOn: date("expires_on").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("dispense_batch_item_idx").on(t.itemId),
    index("dispense_batch_batch_idx").on(t.batchId),
    check("dispense_batch_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * Units of a batch taken out of stock without a dispense (damaged, lost, recalled, a count that found fewer), by the
 * id its device made: a repeat finds it and changes nothing. `left` goes down by it under the medicine's lock.
 */
export const stockWriteOffs = pgTable(
  "stock_write_off",
  {
    writeOffId: uuid("write_off_id").primaryKey(),
    campId: uuid("meal_id")
      .notNull()
      .references(() => camps.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => stockBatches.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    byId: text("by_id").references(() => users.id, { onDelete: "set null" }),
    madeAt: timestamp("made_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("stock_write_off_batch_idx").on(t.batchId),
    check("stock_write_off_quantity_check", sql`${t.quantity} > 0`),
    check("stock_write_off_reason_check", sql`${t.reason} in ('damaged', 'lost', 'recalled', 'count')`),
  ],
);
