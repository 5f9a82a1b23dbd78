import { z } from "zod";
import { idSchema } from "./common.ts";
import { calendarDateSchema } from "./schedule.ts";

// The camp's pharmacy with exact stock (issue 40): stock received in batches of the camp's own medicine list,
// dispensed against a signed prescription by earliest expiry, never below zero, and a stock report per camp.

export const PHARMACY_LIMITS = {
  /** Units of one receipt, and of one medicine in one dispense. */
  quantity: 100_000,
  batch: 60,
  /** Medicines in one dispense (a prescription holds at most 30). */
  items: 30,
  /** A write-off's note. */
  note: 200,
} as const;

/**
 * A medicine is low on stock when what is left of it (not expired) is under this share of what was received, or
 * when nothing is left: the pharmacy screen warns before it runs out, whatever the size of the camp's order.
 */
export const LOW_STOCK_SHARE = 0.1;

/** Whether a medicine with `left` usable units of `received` is low on stock (LOW_STOCK_SHARE). */
export const isLowStock = (left: number, received: number) => left <= 0 || left < received * LOW_STOCK_SHARE;

const quantitySchema = z
  .number({ message: "quantity must be a number" })
  .int({ message: "quantity must be a whole number" })
  .min(1, { message: "quantity must be at least 1" })
  .max(PHARMACY_LIMITS.quantity, { message: `quantity must be at most ${PHARMACY_LIMITS.quantity}` });

/** A receipt of stock: one batch of one medicine of the camp's list, with the device-made id a repeat sends again. */
export const stockReceiptBodySchema = z.object({
  /** Made on the device: a repeat is answered like the first and not applied twice. */
  receiptId: idSchema,
  /** The id of a medicine of the camp's own list (the stock report names them). */
  medicineId: idSchema,
  batch: z
    .string({ message: "batch must be text" })
    .trim()
    .min(1, { message: "batch is required" })
    .max(PHARMACY_LIMITS.batch, { message: `batch must be at most ${PHARMACY_LIMITS.batch} characters` }),
  quantity: quantitySchema,
  /** The batch is usable through this day; from the next day at the camp it is expired and never dispensed. */
  expiresOn: calendarDateSchema,
});
export type StockReceiptBody = z.infer<typeof stockReceiptBodySchema>;

/** What a receipt recorded (the same answer for a repeat, with `applied` false). */
export const stockReceiptAnswerSchema = z.object({
  receiptId: z.string(),
  /** false when this receiptId had been applied before: the first receipt, again. */
  applied: z.boolean(),
  medicineId: z.string(),
  medicine: z.string(),
  batchId: z.string(),
  batch: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
});
export type StockReceiptAnswer = z.infer<typeof stockReceiptAnswerSchema>;

/**
 * Why units of a batch leave the stock without being dispensed: damaged, lost, recalled, or a stock count that found
 * fewer than the books say. Expired units need no write-off: the report counts them as expired on its own.
 */
export const WRITE_OFF_REASONS = ["damaged", "lost", "recalled", "count"] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** A write-off: units of one batch taken out of stock with a reason, by the device-made id a repeat sends again. */
export const stockWriteOffBodySchema = z.object({
  /** Made on the device: a repeat is answered like the first and not applied twice. */
  writeOffId: idSchema,
  /** The batch, as the stock report names it. */
  batchId: idSchema,
  quantity: quantitySchema,
  reason: z.enum(WRITE_OFF_REASONS, { message: `reason must be one of ${WRITE_OFF_REASONS.join(", ")}` }),
  note: z
    .string({ message: "note must be text" })
    .trim()
    .max(PHARMACY_LIMITS.note, { message: `note must be at most ${PHARMACY_LIMITS.note} characters` })
    .optional(),
});
export type StockWriteOffBody = z.infer<typeof stockWriteOffBodySchema>;

/** What a write-off recorded (the same answer for a repeat, with `applied` false), and what the batch has left. */
export const stockWriteOffAnswerSchema = z.object({
  writeOffId: z.string(),
  /** false when this writeOffId had been applied before: the first write-off, again. */
  applied: z.boolean(),
  batchId: z.string(),
  batch: z.string(),
  medicine: z.string(),
  quantity: z.number().int(),
  reason: z.enum(WRITE_OFF_REASONS),
  /** Units the batch holds now. */
  left: z.number().int(),
});
export type StockWriteOffAnswer = z.infer<typeof stockWriteOffAnswerSchema>;

/** One medicine of a dispense: by its label as the prescription spells it, or by its id on the camp's list. */
export const dispenseItemInputSchema = z
  .object({
    medicine: z
      .string({ message: "medicine must be text" })
      .trim()
      .min(1, { message: "medicine is required" })
      .max(120, { message: "medicine must be at most 120 characters" })
      .optional(),
    medicineId: idSchema.optional(),
    quantity: quantitySchema,
  })
  .refine((item) => (item.medicine === undefined) !== (item.medicineId === undefined), {
    message: "give exactly one of medicine and medicineId",
    path: ["medicine"],
  });

export const dispenseBodySchema = z.object({
  /** Made on the device: a repeat is answered like the first and not applied twice. */
  dispenseId: idSchema,
  items: z
    .array(dispenseItemInputSchema)
    .min(1, { message: "a dispense gives at least one medicine" })
    .max(PHARMACY_LIMITS.items, { message: `a dispense gives at most ${PHARMACY_LIMITS.items} medicines` }),
  /**
   * Give what there is and record the rest as not filled (what a device's offline queue sends: the medicine was
   * handed over already, or the person was told). Without it, a dispense that stock cannot fill is refused whole.
   */
  partial: z.boolean().optional(),
  /** When it was given, by the device's clock (an offline queue sends it later): not ahead of the server's clock. */
  madeAt: z.iso.datetime({ offset: true, message: "madeAt must be an ISO 8601 time" }).optional(),
});
export type DispenseBody = z.infer<typeof dispenseBodySchema>;

export const DISPENSE_STATES = ["filled", "partial", "not-filled"] as const;
export type DispenseState = (typeof DISPENSE_STATES)[number];
/** Why a medicine was not given in full. */
export const NOT_FILLED_REASONS = ["out-of-stock"] as const;

export const dispenseItemSchema = z.object({
  /** null when the medicine has since left the camp's list (its label stays). */
  medicineId: z.string().nullable(),
  medicine: z.string(),
  requested: z.number().int(),
  given: z.number().int(),
  /** requested − given. */
  missing: z.number().int(),
  /** Why something is missing; null when all was given. */
  reason: z.enum(NOT_FILLED_REASONS).nullable(),
  /** What was given from which batch, earliest expiry first. */
  batches: z.array(
    z.object({ batchId: z.string().nullable(), batch: z.string(), expiresOn: z.string(), quantity: z.number().int() }),
  ),
});

/** A dispense as recorded: filled, partial or not filled, each medicine with what was given from which batch. */
export const dispenseSchema = z.object({
  dispenseId: z.string(),
  /** null once the visit's clinical data was deleted (retention): the stock it took stays counted. */
  visitId: z.string().nullable(),
  state: z.enum(DISPENSE_STATES),
  /** Given at (the device's time, within the visit and the server's clock). */
  madeAt: z.string(),
  by: z.object({ id: z.string().nullable(), name: z.string() }),
  items: z.array(dispenseItemSchema),
});
export type Dispense = z.infer<typeof dispenseSchema>;

export const dispenseAnswerSchema = dispenseSchema.extend({
  /** false when this dispenseId had been applied before: the first dispense, again. */
  applied: z.boolean(),
});
export type DispenseAnswer = z.infer<typeof dispenseAnswerSchema>;

const stockFiguresSchema = z.object({
  received: z.number().int(),
  dispensed: z.number().int(),
  /** Units taken out of stock with a reason (damaged, lost, recalled, a count that found fewer). */
  writtenOff: z.number().int(),
  /** Units left in batches past their expiry (never dispensed). */
  expired: z.number().int(),
  /** Units left in batches not yet expired: received = dispensed + writtenOff + expired + left. */
  left: z.number().int(),
});

/** A camp's stock per medicine of its own list and per batch, as of the camp's day. */
export const stockReportSchema = z.object({
  campId: z.string(),
  /** The camp's day the expiry is judged on. */
  asOf: z.string(),
  /** The low-stock rule: left under this share of received, or nothing left. */
  lowStockShare: z.number(),
  medicines: z.array(
    stockFiguresSchema.extend({
      medicineId: z.string(),
      medicine: z.string(),
      unit: z.string(),
      low: z.boolean(),
      batches: z.array(stockFiguresSchema.extend({ batchId: z.string(), batch: z.string(), expiresOn: z.string() })),
    }),
  ),
});
export type StockReport = z.infer<typeof stockReportSchema>;
