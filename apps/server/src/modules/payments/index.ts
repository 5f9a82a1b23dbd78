import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createDemoProvider } from "./providers/demo-provider.ts";
import type { OnPurchase } from "./receipt.ts";
import { createPaymentsRepository } from "./repository.ts";
import { paymentsRoutes } from "./routes.ts";
import { createPaymentsService } from "./service.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.ts";

export { sendReceipt } from "./receipt.ts";

/**
 * Payments with the configured provider: Stripe when its three keys are set, else the demo processor. `onPurchase`
 * sends the receipt with each recorded purchase (receipt.ts).
 */
export async function registerPayments(
  api: FastifyInstance,
  config: Config,
  db: Db,
  onPurchase?: OnPurchase,
): Promise<void> {
  const repo = createPaymentsRepository(db, onPurchase);
  if (config.stripe) {
    // Loaded only in Stripe mode: the SDK costs start-up time the demo processor does not need.
    const { createStripeClient, createStripeProvider } = await import("./providers/stripe-provider.ts");
    const settings = { ...config.stripe, apiUrl: config.stripe.apiUrl };
    const stripe = createStripeClient(settings);
    const service = createPaymentsService(repo, createStripeProvider(stripe, settings));
    await api.register(paymentsRoutes, { service });
    await api.register(stripeWebhookRoutes, { stripe, webhookSecret: config.stripe.webhookSecret, service });
    return;
  }
  await api.register(paymentsRoutes, { service: createPaymentsService(repo, createDemoProvider(db)) });
}
