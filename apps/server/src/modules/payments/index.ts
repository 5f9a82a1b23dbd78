import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createStripeBillingPayments } from "./stripe-billing-payments.ts";
import { createDemoProvider } from "./providers/demo-provider.ts";
import type { OnPurchase } from "./receipt.ts";
import { createPaymentRecords, type SubscriptionSteps } from "./payment-records.ts";
import { createPaymentsRepository } from "./repository.ts";
import { paymentsRoutes } from "./routes.ts";
import { createPaymentsService, type SubscriptionTerms } from "./service.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.ts";
import type { StripeBilling } from "./providers/stripe-billing.ts";

export { chargeDemoCard } from "./providers/demo-cards.ts";
export { sendReceipt } from "./receipt.ts";

export interface PaymentsDependencies {
  /** Sends the receipt with each recorded purchase (receipt.ts). */
  onPurchase?: OnPurchase;
  /** The subscriptions module: what an intent charges, and what a verified payment does (issue 20). */
  subscriptions: SubscriptionTerms & SubscriptionSteps;
  /** Stripe Billing, when its Prices are configured (stripeBillingFor). */
  stripeBilling?: StripeBilling | undefined;
}

/** Stripe Billing's client for the configured Prices, or undefined outside Stripe Billing mode (issue 20). */
export async function stripeBillingFor(config: Config): Promise<StripeBilling | undefined> {
  if (!config.stripe?.prices) return undefined;
  const { createStripeClient } = await import("./providers/stripe-provider.ts");
  const { createStripeBilling } = await import("./providers/stripe-billing.ts");
  return createStripeBilling(createStripeClient(config.stripe), config.stripe.prices);
}

/**
 * Payments with the configured provider: Stripe when its three keys are set, else the demo processor. Answers the
 * renewal recorder the subscriptions module's sweep writes its charges with.
 */
export async function registerPayments(api: FastifyInstance, config: Config, db: Db, deps: PaymentsDependencies) {
  const { subscriptions } = deps;
  const repo = createPaymentsRepository(db);
  const records = createPaymentRecords({ db, repo, subscriptions, onPurchase: deps.onPurchase });
  if (config.stripe) {
    // Loaded only in Stripe mode: the SDK costs start-up time the demo processor does not need.
    const { createStripeClient, createStripeProvider } = await import("./providers/stripe-provider.ts");
    const settings = { ...config.stripe, apiUrl: config.stripe.apiUrl };
    const stripe = deps.stripeBilling?.client ?? createStripeClient(settings);
    const oneOff = createPaymentsService(repo, records, createStripeProvider(stripe, settings), subscriptions);
    const billing = deps.stripeBilling
      ? createStripeBillingPayments(oneOff, repo, records, deps.stripeBilling, subscriptions, settings.publishableKey)
      : undefined;
    const service = billing ?? oneOff;
    await api.register(paymentsRoutes, { service });
    await api.register(stripeWebhookRoutes, { stripe, webhookSecret: config.stripe.webhookSecret, service, billing });
    return { recordRenewal: records.recordRenewal };
  }
  await api.register(paymentsRoutes, {
    service: createPaymentsService(repo, records, createDemoProvider(db), subscriptions),
  });
  return { recordRenewal: records.recordRenewal };
}
