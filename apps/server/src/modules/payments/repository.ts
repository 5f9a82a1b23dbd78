import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { AppliedPurchase, RenewalCharge } from "../subscriptions/index.ts";
import { type Charge, recordCharge } from "./charges.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { billingCustomers, paymentIntents, payments, users, webhookEvents } from "../../db/schema/index.ts";
import type { OnPurchase } from "./receipt.ts";

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

const HISTORY_LIMIT = 200;

export interface RecordOutcome {
  insertedId: string | undefined;
  created: boolean;
  duplicateEvent: boolean;
  /** The buyer already held this package, so the purchase was not recorded. */
  alreadyHeld?: boolean;
  /** The payment's terms no longer held (the package changed since the checkout opened): not recorded. */
  outdated?: boolean;
}

/** Provider statuses of an intent that can still be paid, so a new checkout may reuse it (Stripe's names). */
export const OPEN_INTENT_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action"];

export interface PaymentsRepositoryHooks {
  /** Sends the receipt in the transaction that records a new purchase (issue 19). */
  onPurchase?: OnPurchase | undefined;
  /** Turns a verified payment into the subscription's new period or package (issue 20), under the user's lock. */
  applyPurchase: (tx: Tx, paid: VerifiedPurchase) => Promise<AppliedPurchase>;
}

export function createPaymentsRepository(db: Db, { onPurchase, applyPurchase }: PaymentsRepositoryHooks) {
  const markSucceeded = (tx: Tx, id: string) =>
    tx.update(paymentIntents).set({ status: "succeeded", updatedAt: new Date() }).where(eq(paymentIntents.id, id));
  const recordedId = async (tx: Tx, transactionId: string) => {
    const [row] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .limit(1);
    return row?.id;
  };

  return {
    /**
     * Records a verified purchase once per transaction id and applies it to the buyer's subscription, in one
     * transaction. A replay returns the first record's id (`created: false`). A purchase of the package the buyer
     * holds is not recorded (`alreadyHeld`): the buyer's row is locked first, so of two purchases of one package at
     * once the second sees the first one's period. A purchase whose buyer deleted their account before the
     * provider's word came (a late webhook) is still recorded, the way a deleted buyer's payments are kept for the
     * accounts: user and e-mail null, no package and no receipt (there is nobody to tell).
     */
    async recordPurchase(purchase: VerifiedPurchase, eventId?: { id: string; type: string }): Promise<RecordOutcome> {
      return db.transaction(async (tx) => {
        if (eventId) {
          const fresh = await tx
            .insert(webhookEvents)
            .values(eventId)
            .onConflictDoNothing()
            .returning({ id: webhookEvents.id });
          if (fresh.length === 0) return { insertedId: undefined, created: false, duplicateEvent: true };
        }
        const [user] = await tx
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, purchase.userId))
          .for("update");
        const before = await recordedId(tx, purchase.transactionId);
        if (before) return { insertedId: before, created: false, duplicateEvent: false };
        const applied = user ? await applyPurchase(tx, purchase) : undefined;
        // Our copy of the intent follows the provider's word (the demo processor's copy already says so).
        await markSucceeded(tx, purchase.transactionId);
        // Paid at the provider all the same, but no second purchase of the package is recorded.
        if (applied?.held) return { insertedId: undefined, created: false, duplicateEvent: false, alreadyHeld: true };
        if (applied?.outdated) {
          // Paid on terms that no longer hold (ADR 016): nothing is granted or recorded as a purchase. The built-in
          // processor hands the money back at once; a Stripe payment is marked for a refund by the operator.
          const status = purchase.provider === "demo" ? "refunded" : "refund_due";
          await tx
            .update(paymentIntents)
            .set({ status, updatedAt: new Date() })
            .where(eq(paymentIntents.id, purchase.transactionId));
          return { insertedId: undefined, created: false, duplicateEvent: false, outdated: true };
        }
        const paid = await recordCharge(
          tx,
          {
            buyer: user ? { id: purchase.userId, email: user.email, name: user.name } : null,
            packageName: purchase.packageName,
            price: purchase.price,
            transactionId: purchase.transactionId,
            kind: applied?.kind ?? purchase.kind,
            period: applied?.period ?? null,
          },
          onPurchase,
        );
        if (paid) return { insertedId: paid.id, created: true, duplicateEvent: false };
        return { insertedId: await recordedId(tx, purchase.transactionId), created: false, duplicateEvent: false };
      });
    },

    /** The renewal sweep's charge (subscriptions module), in its transaction, with its receipt. */
    async recordRenewal(tx: Tx, charge: RenewalCharge): Promise<void> {
      const transactionId = `pi_demo_renewal_${randomUUID().replaceAll("-", "")}`;
      await recordCharge(tx, { ...charge, transactionId, kind: "renewal" }, onPurchase);
    },

    async findPaymentByTransaction(transactionId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1);
      return row;
    },

    userIdByEmail: (email: string) => userIdByEmail(db, email),

    listForUser(userId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(HISTORY_LIMIT);
    },

    async findIntentBySecret(clientSecret: string) {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.clientSecret, clientSecret))
        .limit(1);
      return row;
    },

    async setIntentStatus(id: string, status: string, lastError: string | null, cardLast4?: string) {
      await db
        .update(paymentIntents)
        .set({ status, lastError, updatedAt: new Date(), ...(cardLast4 ? { cardLast4 } : {}) })
        .where(eq(paymentIntents.id, id));
    },

    /** Our copy of an intent: what paying it was quoted to do (kind, amount, the period of an upgrade). */
    async findIntent(id: string) {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
      return row;
    },

    /** The user's intents for this package that may still be paid, oldest first (the order all callers agree on). */
    openIntents(userId: string, provider: string, packageName: string) {
      return db
        .select({
          id: paymentIntents.id,
          clientSecret: paymentIntents.clientSecret,
          kind: paymentIntents.kind,
          amountCents: paymentIntents.amountCents,
          periodEnd: paymentIntents.periodEnd,
          providerInvoiceId: paymentIntents.providerInvoiceId,
        })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.userId, userId),
            eq(paymentIntents.provider, provider),
            eq(paymentIntents.packageName, packageName),
            inArray(paymentIntents.status, OPEN_INTENT_STATUSES),
          ),
        )
        .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id));
    },

    /** Stripe Billing's Customer of a user, if one was made. */
    async customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row?.customerId;
    },

    /** Keeps the first Customer recorded for a user (Stripe's idempotency key makes a concurrent one the same). */
    async saveCustomer(userId: string, customerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
      return (await this.customerOf(userId)) ?? customerId;
    },

    async userOfCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId));
      return row?.userId;
    },

    /**
     * A paid Stripe Billing invoice: the subscription as Stripe has it now, and the invoice's payment row (once per
     * invoice, with its receipt), in one transaction under the buyer's row lock. An invoice of a superseded
     * subscription (two checkouts paid at once) is not a purchase: its intent is marked `refund_due` instead.
     */
    recordInvoice<T extends { superseded: boolean }>(
      userId: string,
      charge: Omit<Charge, "buyer"> | undefined,
      apply: (tx: Tx) => Promise<T>,
    ) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!user) return { insertedId: undefined, created: false, applied: undefined };
        const applied = await apply(tx);
        // Once marked for a refund, an invoice stays one (a later event finds its subscription cancelled, not superseded).
        const [intent] = charge
          ? await tx
              .select({ status: paymentIntents.status })
              .from(paymentIntents)
              .where(eq(paymentIntents.providerInvoiceId, charge.transactionId))
          : [];
        const granted = charge && !applied.superseded && intent?.status !== "refund_due" ? charge : undefined;
        const paid = granted
          ? await recordCharge(tx, { ...granted, buyer: { id: userId, ...user } }, onPurchase)
          : undefined;
        if (charge) {
          await tx
            .update(paymentIntents)
            .set({ status: granted ? "succeeded" : "refund_due", updatedAt: new Date() })
            .where(eq(paymentIntents.providerInvoiceId, charge.transactionId));
        }
        const insertedId = paid?.id ?? (granted ? await recordedId(tx, granted.transactionId) : undefined);
        return { insertedId, created: Boolean(paid), applied };
      });
    },

    async recordIntent(row: typeof paymentIntents.$inferInsert) {
      await db.insert(paymentIntents).values(row).onConflictDoNothing();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
