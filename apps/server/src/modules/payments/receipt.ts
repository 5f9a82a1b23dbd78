import { CURRENCY, MESSAGES, type PaymentKind } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import { notice, type Notifier, type Recipient } from "../notifications/index.ts";

/** A purchase just recorded, as its receipt shows it. */
export interface RecordedPurchase {
  buyer: Recipient;
  packageName: string;
  /** In whole units of CURRENCY. */
  price: number;
  transactionId: string;
  paidAt: Date;
  kind?: PaymentKind;
  /** The period the charge covers (issue 20). */
  period?: { startsAt: Date; endsAt: Date } | null;
}

/** Told in the transaction that records a purchase. */
export type OnPurchase = (tx: Tx, purchase: RecordedPurchase) => Promise<void>;

const amountText = (price: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: CURRENCY.toUpperCase() }).format(price);

/**
 * The payment receipt (issue 19; payment: always sent): package, amount, transaction ID and date, by e-mail and in
 * the app, written with the payment itself (the demo processor's and Stripe's webhook paths alike).
 */
export function sendReceipt(notifier: Notifier, baseUrl: string): OnPurchase {
  return async (tx, { buyer, packageName, price, transactionId, paidAt, kind, period }) => {
    await notifier.send(tx, [
      notice({
        to: buyer,
        topic: "always",
        inApp: {
          kind: "payment-receipt",
          title: MESSAGES.campNotices.receiptTitle,
          body: MESSAGES.campNotices.receiptBody(packageName, amountText(price), transactionId),
          link: "/user/history",
        },
        mail: {
          template: "payment-receipt",
          props: {
            name: buyer.name,
            baseUrl,
            packageName,
            amount: price,
            currency: CURRENCY,
            transactionId,
            paidAt: paidAt.toISOString(),
            ...(kind ? { kind } : {}),
            ...(period ? { periodStart: period.startsAt.toISOString(), periodEnd: period.endsAt.toISOString() } : {}),
          },
        },
      }),
    ]);
  };
}
