import type { PaymentKind } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import type { Recipient } from "../notifications/index.ts";
import type { OnPurchase } from "./receipt.ts";

/** A charge the processor accepted, as the payment history and the receipt show it. */
export interface Charge {
  /** Null when the buyer deleted their account before the provider's word came (a late webhook). */
  buyer: Recipient | null;
  packageName: string;
  price: number;
  transactionId: string;
  kind: PaymentKind;
  period: { startsAt: Date; endsAt: Date } | null;
}

/**
 * Writes a charge's payment row, once per transaction id, and its receipt (issue 19) in the caller's transaction.
 * Answers the new row, or undefined when that transaction id was recorded before.
 */
export async function recordCharge(tx: Tx, charge: Charge, onPurchase?: OnPurchase) {
  const [paid] = await tx
    .insert(payments)
    .values({
      userId: charge.buyer?.id ?? null,
      email: charge.buyer?.email ?? null,
      price: charge.price,
      transactionId: charge.transactionId,
      packageName: charge.packageName,
      status: "purchased",
      kind: charge.kind,
      periodStart: charge.period?.startsAt ?? null,
      periodEnd: charge.period?.endsAt ?? null,
    })
    .onConflictDoNothing({ target: payments.transactionId })
    .returning({ id: payments.id, createdAt: payments.createdAt });
  if (paid && charge.buyer) {
    await onPurchase?.(tx, {
      buyer: charge.buyer,
      packageName: charge.packageName,
      price: charge.price,
      transactionId: charge.transactionId,
      paidAt: paid.createdAt,
      kind: charge.kind,
      period: charge.period,
    });
  }
  return paid;
}
