import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../db/client.ts";
import type { AppliedPurchase, BillingState, RenewalCharge } from "../subscriptions/index.ts";
import type { OnPurchase } from "./receipt.ts";
import type { Charge, PaymentsRepository } from "./repository.ts";

/** A payment the provider confirmed, for the buyer and package it was made for and the amount quoted. */
export interface VerifiedPurchase {
  userId: string;
  transactionId: string;
  packageName: string;
  /** The amount charged, in dollars (a package's price, or an upgrade's difference). */
  price: number;
  kind: "purchase" | "upgrade";
  /** An upgrade: the end of the period it was quoted for. */
  periodEnd: Date | null;
  provider: string;
  /** The demo processor's card, kept for renewals. */
  cardLast4: string | null;
}

export interface RecordOutcome {
  insertedId: string | undefined;
  created: boolean;
  duplicateEvent: boolean;
  /** The buyer already held this package, so the purchase was not recorded. */
  alreadyHeld?: boolean;
  /** The payment's terms no longer held (the package changed since the checkout opened): not recorded. */
  outdated?: boolean;
}

/** What the subscriptions module does in a payment's transaction (issue 20), under the buyer's row lock. */
export interface SubscriptionSteps {
  /** Turns a verified payment into the subscription's new period or package. */
  applyPurchase(tx: Tx, paid: VerifiedPurchase): Promise<AppliedPurchase>;
  /** Stripe Billing: the user's row made to mirror Stripe's word on their subscription. */
  mirrorBilling(tx: Tx, userId: string, state: BillingState): Promise<{ replaced: string | null; superseded: boolean }>;
}

export interface PaymentRecordsDependencies {
  /** Opens the transactions (ADR 026). */
  db: Db;
  repo: PaymentsRepository;
  subscriptions: SubscriptionSteps;
  /** Sends the receipt in the transaction that records a new payment (issue 19). */
  onPurchase?: OnPurchase | undefined;
}

/**
 * Payments recorded: each in one transaction with what it does to the buyer's subscription and its receipt, under
 * the buyer's row lock, once per transaction id (ADR 005, ADR 016).
 */
export function createPaymentRecords({ db, repo, subscriptions, onPurchase }: PaymentRecordsDependencies) {
  /** A charge's payment row, once per transaction id, and its receipt, in the caller's transaction. */
  async function recordCharge(tx: Tx, charge: Charge) {
    const paid = await repo.insertCharge(tx, charge);
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

  return {
    /**
     * Records a verified purchase once per transaction id and applies it to the buyer's subscription, in one
     * transaction. A replay returns the first record's id (`created: false`). A purchase of the package the buyer
     * holds is not recorded (`alreadyHeld`): the buyer's row is locked first, so of two purchases of one package at
     * once the second sees the first one's period. A purchase whose buyer deleted their account before the
     * provider's word came (a late webhook) is still recorded, the way a deleted buyer's payments are kept for the
     * accounts: user and e-mail null, no package and no receipt (there is nobody to tell).
     */
    recordPurchase(purchase: VerifiedPurchase, event?: { id: string; type: string }): Promise<RecordOutcome> {
      return db.transaction(async (tx) => {
        if (event && !(await repo.firstSight(tx, event))) {
          return { insertedId: undefined, created: false, duplicateEvent: true };
        }
        const user = await repo.lockBuyer(tx, purchase.userId);
        const before = await repo.recordedId(tx, purchase.transactionId);
        if (before) return { insertedId: before, created: false, duplicateEvent: false };
        const applied = user ? await subscriptions.applyPurchase(tx, purchase) : undefined;
        // Our copy of the intent follows the provider's word (the demo processor's copy already says so).
        await repo.markIntent(tx, purchase.transactionId, "succeeded");
        // Paid at the provider all the same, but no second purchase of the package is recorded.
        if (applied?.held) return { insertedId: undefined, created: false, duplicateEvent: false, alreadyHeld: true };
        if (applied?.outdated) {
          // Paid on terms that no longer hold (ADR 016): nothing is granted or recorded as a purchase. The built-in
          // processor hands the money back at once; a Stripe payment is marked for a refund by the operator.
          await repo.markIntent(tx, purchase.transactionId, purchase.provider === "demo" ? "refunded" : "refund_due");
          return { insertedId: undefined, created: false, duplicateEvent: false, outdated: true };
        }
        const paid = await recordCharge(tx, {
          buyer: user ? { id: purchase.userId, email: user.email, name: user.name } : null,
          packageName: purchase.packageName,
          price: purchase.price,
          transactionId: purchase.transactionId,
          kind: applied?.kind ?? purchase.kind,
          period: applied?.period ?? null,
        });
        if (paid) return { insertedId: paid.id, created: true, duplicateEvent: false };
        return {
          insertedId: await repo.recordedId(tx, purchase.transactionId),
          created: false,
          duplicateEvent: false,
        };
      });
    },

    /**
     * A paid Stripe Billing invoice: the subscription as Stripe has it now, and the invoice's payment row (once per
     * invoice, with its receipt), in one transaction under the buyer's row lock. An invoice of a superseded
     * subscription (two checkouts paid at once) is not a purchase: its intent is marked `refund_due` instead.
     */
    recordInvoice(userId: string, charge: Omit<Charge, "buyer"> | undefined, state: BillingState) {
      return db.transaction(async (tx) => {
        const user = await repo.lockBuyer(tx, userId);
        if (!user) return { insertedId: undefined, created: false, applied: undefined };
        const applied = await subscriptions.mirrorBilling(tx, userId, state);
        // Once marked for a refund, an invoice stays one (a later event finds its subscription cancelled, not superseded).
        const intentStatus = charge ? await repo.invoiceIntentStatus(tx, charge.transactionId) : undefined;
        const granted = charge && !applied.superseded && intentStatus !== "refund_due" ? charge : undefined;
        const paid = granted ? await recordCharge(tx, { ...granted, buyer: { id: userId, ...user } }) : undefined;
        if (charge) await repo.markInvoiceIntent(tx, charge.transactionId, granted ? "succeeded" : "refund_due");
        const insertedId = paid?.id ?? (granted ? await repo.recordedId(tx, granted.transactionId) : undefined);
        return { insertedId, created: Boolean(paid), applied };
      });
    },

    /** The renewal sweep's charge (subscriptions module), in its transaction, with its receipt. */
    async recordRenewal(tx: Tx, charge: RenewalCharge): Promise<void> {
      const transactionId = `pi_demo_renewal_${randomUUID().replaceAll("-", "")}`;
      await recordCharge(tx, { ...charge, transactionId, kind: "renewal" });
    },
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
