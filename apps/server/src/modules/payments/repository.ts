import type { PaymentKind } from "@medcamp/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import type { Recipient } from "../notifications/index.ts";
import { billingCustomers, paymentIntents, payments, users, webhookEvents } from "../../db/schema/index.ts";

const HISTORY_LIMIT = 200;

/** Provider statuses of an intent that can still be paid, so a new checkout may reuse it (Stripe's names). */
export const OPEN_INTENT_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action"];

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

/** Payments, payment intents, Stripe Billing customers and seen webhook events; writes in the caller's transaction. */
export function createPaymentsRepository(db: Db) {
  return {
    /** Notes a webhook event as seen: false when it was seen before (a replay). */
    async firstSight(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
      const fresh = await tx
        .insert(webhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return fresh.length > 0;
    },

    /**
     * The buyer's name and e-mail under their row lock (the subscription's changes queue on it); undefined when the
     * account is gone.
     */
    async lockBuyer(tx: Tx, userId: string): Promise<{ email: string; name: string } | undefined> {
      const [user] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return user;
    },

    /** The payment recorded for this transaction id, if any. */
    async recordedId(tx: Tx, transactionId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, transactionId))
        .limit(1);
      return row?.id;
    },

    /**
     * Writes a charge's payment row, once per transaction id. Answers the new row, or undefined when that transaction
     * id was recorded before.
     */
    async insertCharge(tx: Tx, charge: Charge) {
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
      return paid;
    },

    /** Our copy of an intent follows the provider's word, in the caller's transaction. */
    async markIntent(tx: Tx, id: string, status: string): Promise<void> {
      await tx.update(paymentIntents).set({ status, updatedAt: new Date() }).where(eq(paymentIntents.id, id));
    },

    /** The status of our copy of an invoice's intent (Stripe Billing), if we have one. */
    async invoiceIntentStatus(tx: Tx, invoiceId: string): Promise<string | undefined> {
      const [intent] = await tx
        .select({ status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.providerInvoiceId, invoiceId));
      return intent?.status;
    },

    async markInvoiceIntent(tx: Tx, invoiceId: string, status: string): Promise<void> {
      await tx
        .update(paymentIntents)
        .set({ status, updatedAt: new Date() })
        .where(eq(paymentIntents.providerInvoiceId, invoiceId));
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

    async recordIntent(row: typeof paymentIntents.$inferInsert) {
      await db.insert(paymentIntents).values(row).onConflictDoNothing();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
