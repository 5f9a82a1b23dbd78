import {
  CURRENCY,
  ERROR_CODES,
  MESSAGES,
  PACKAGES,
  type PackageName,
  type Payment,
  packageForPrice,
} from "@medcamp/contract";
import { badRequest, forbidden, HttpError, notFound } from "../../lib/http-errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { checkDemoCard } from "./providers/demo-cards.ts";
import { type PaymentProvider, type ProviderIntent, SUCCEEDED } from "./providers/provider.ts";
import type { PaymentsRepository } from "./repository.ts";

export interface PaymentClaim {
  transactionId: string;
  price?: number | undefined;
  userPackage?: PackageName | undefined;
}

/** A purchase is real only if the provider says the intent succeeded for this package's exact amount. */
export function verifiedPurchase(intent: ProviderIntent) {
  const pkg = PACKAGES.find((p) => p.name === intent.packageName);
  if (!pkg || !intent.userId) return undefined;
  if (intent.status !== SUCCEEDED || intent.amountCents !== pkg.price * 100 || intent.currency !== CURRENCY)
    return undefined;
  return { userId: intent.userId, transactionId: intent.id, packageName: pkg.name, price: pkg.price };
}

const toPayment = (row: Awaited<ReturnType<PaymentsRepository["listForUser"]>>[number]): Payment => ({
  _id: row.id,
  email: row.email,
  price: Number(row.price),
  transactionId: row.transactionId,
  date: row.createdAt.toISOString(),
  userPackage: row.packageName as PackageName,
  status: row.status,
});

export function createPaymentsService(repo: PaymentsRepository, provider: PaymentProvider) {
  return {
    async createIntent(user: SessionUser, price: number) {
      const pkg = packageForPrice(price);
      if (!pkg) throw badRequest(MESSAGES.payment.unknownPackage);
      const intent = await provider.createIntent({
        userId: user.id,
        packageName: pkg.name,
        amountCents: pkg.price * 100,
        currency: CURRENCY,
      });
      if (provider.name === "stripe") {
        await repo.recordIntent({
          id: intent.id,
          provider: "stripe",
          clientSecret: intent.clientSecret,
          userId: user.id,
          packageName: pkg.name,
          amountCents: pkg.price * 100,
          currency: CURRENCY,
        });
      }
      return { clientSecret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey };
    },

    /** The demo processor's card confirmation (what Stripe.js does against Stripe in Stripe mode). */
    async confirmDemo(
      user: SessionUser,
      input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      if (provider.name !== "demo") throw notFound();
      const intent = await repo.findIntentBySecret(input.clientSecret);
      if (!intent || intent.provider !== "demo") throw notFound("Payment not found");
      if (intent.userId !== user.id) throw forbidden();
      if (intent.status === SUCCEEDED) return { id: intent.id, status: intent.status };
      const check = checkDemoCard(input);
      if (!check.ok) {
        await repo.setIntentStatus(intent.id, "requires_payment_method", check.message);
        throw new HttpError(check.declined ? 402 : 400, check.message, check.code);
      }
      await repo.setIntentStatus(intent.id, SUCCEEDED, null);
      return { id: intent.id, status: SUCCEEDED };
    },

    /** The browser reports a purchase; only the provider's word counts. */
    async recordFromBrowser(user: SessionUser, claim: PaymentClaim) {
      const intent = await provider.retrieveIntent(claim.transactionId);
      if (!intent) throw badRequest(MESSAGES.payment.notSucceeded, ERROR_CODES.paymentFailed);
      if (intent.userId !== user.id) throw forbidden();
      const purchase = verifiedPurchase(intent);
      if (!purchase) throw badRequest(MESSAGES.payment.notSucceeded, ERROR_CODES.paymentFailed);
      if (claim.userPackage !== undefined && claim.userPackage !== purchase.packageName) {
        throw badRequest(`This payment bought ${purchase.packageName}, not ${claim.userPackage}.`);
      }
      if (claim.price !== undefined && claim.price !== purchase.price) {
        throw badRequest(`This payment was for $${purchase.price}, not $${claim.price}.`);
      }
      const result = await repo.recordPurchase(purchase);
      if (!result.insertedId) throw notFound("User not found");
      return { insertedId: result.insertedId, created: result.created };
    },

    recordFromWebhook(intent: ProviderIntent, event: { id: string; type: string }) {
      const purchase = verifiedPurchase(intent);
      if (!purchase) return Promise.resolve({ recorded: false });
      return repo.recordPurchase(purchase, event).then((r) => ({ recorded: r.created }));
    },

    async history(userId: string): Promise<Payment[]> {
      return (await repo.listForUser(userId)).map(toPayment);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
