import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { paymentIntents, payments, users, webhookEvents } from "../../db/schema/index.ts";
import type { OnPurchase } from "./receipt.ts";

export interface VerifiedPurchase {
  userId: string;
  transactionId: string;
  packageName: string;
  price: number;
}

const HISTORY_LIMIT = 200;

export interface RecordOutcome {
  insertedId: string | undefined;
  created: boolean;
  duplicateEvent: boolean;
  /** The buyer already held this package, so the purchase was not recorded. */
  alreadyHeld?: boolean;
}

/** Provider statuses of an intent that can still be paid, so a new checkout may reuse it (Stripe's names). */
export const OPEN_INTENT_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action"];

/** `onPurchase` runs in the transaction that records a new purchase (the receipt: issue 19). */
export function createPaymentsRepository(db: Db, onPurchase?: OnPurchase) {
  return {
    /**
     * Records a verified purchase once per transaction id and sets the buyer's badge, in one transaction.
     * A replay returns the first record's id (`created: false`). A new purchase of the package the buyer already
     * holds is not recorded (`alreadyHeld`): the buyer's row is locked first, so of two purchases of one package
     * at once the second sees the first one's badge. A purchase whose buyer deleted their account before the
     * provider's word came (a late webhook) is still recorded, the way a deleted buyer's payments are kept for the
     * accounts: user and e-mail null, no badge and no receipt (there is nobody to tell).
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
          .select({ email: users.email, name: users.name, badge: users.badge })
          .from(users)
          .where(eq(users.id, purchase.userId))
          .for("update");
        const [recorded] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.transactionId, purchase.transactionId))
          .limit(1);
        if (recorded) return { insertedId: recorded.id, created: false, duplicateEvent: false };
        if (user?.badge === purchase.packageName) {
          // Paid at the provider all the same: our copy of the intent says so, but no second purchase is recorded.
          await tx
            .update(paymentIntents)
            .set({ status: "succeeded", updatedAt: new Date() })
            .where(eq(paymentIntents.id, purchase.transactionId));
          return { insertedId: undefined, created: false, duplicateEvent: false, alreadyHeld: true };
        }
        const inserted = await tx
          .insert(payments)
          .values({
            userId: user ? purchase.userId : null,
            email: user?.email ?? null,
            price: purchase.price,
            transactionId: purchase.transactionId,
            packageName: purchase.packageName,
            status: "purchased",
          })
          .onConflictDoNothing({ target: payments.transactionId })
          .returning({ id: payments.id, createdAt: payments.createdAt });
        // Our copy of the intent follows the provider's word (the demo processor's copy already says so).
        await tx
          .update(paymentIntents)
          .set({ status: "succeeded", updatedAt: new Date() })
          .where(eq(paymentIntents.id, purchase.transactionId));
        const [paid] = inserted;
        if (paid) {
          // A buyer whose account is gone gets no badge and no receipt: there is nobody to give them to.
          if (user) {
            await tx
              .update(users)
              .set({ badge: purchase.packageName, updatedAt: new Date() })
              .where(eq(users.id, purchase.userId));
            await onPurchase?.(tx, {
              buyer: { id: purchase.userId, email: user.email, name: user.name },
              packageName: purchase.packageName,
              price: purchase.price,
              transactionId: purchase.transactionId,
              paidAt: paid.createdAt,
            });
          }
          return { insertedId: paid.id, created: true, duplicateEvent: false };
        }
        const [existing] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.transactionId, purchase.transactionId))
          .limit(1);
        return { insertedId: existing?.id, created: false, duplicateEvent: false };
      });
    },

    async findPaymentByTransaction(transactionId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1);
      return row;
    },

    userIdByEmail: (email: string) => userIdByEmail(db, email),

    /** The package the user holds now (their badge), or null. */
    async badgeOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ badge: users.badge }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.badge ?? null;
    },

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

    async setIntentStatus(id: string, status: string, lastError: string | null) {
      await db
        .update(paymentIntents)
        .set({ status, lastError, updatedAt: new Date() })
        .where(eq(paymentIntents.id, id));
    },

    /** The user's intents for this package that may still be paid, oldest first (the order all callers agree on). */
    openIntents(userId: string, provider: string, packageName: string) {
      return db
        .select({ id: paymentIntents.id, clientSecret: paymentIntents.clientSecret })
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

    async recordIntent(row: typeof paymentIntents.$inferInsert) {
      await db.insert(paymentIntents).values(row).onConflictDoNothing();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
