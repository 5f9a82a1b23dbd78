import type { FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import { refuse } from "../../lib/http-errors.ts";
import type { StripeBillingPayments } from "./stripe-billing-payments.ts";
import type { PaymentsService } from "./service.ts";

const TOLERANCE_SECONDS = 300;
const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body (its own scope parses JSON as a buffer),
 * `payment_intent.succeeded` records a one-off purchase once per event id, so a closed tab loses nothing. With Stripe
 * Billing, `invoice.paid` records the invoice and `customer.subscription.created/updated/deleted` mirror the
 * subscription, each by reading it again from Stripe, so replayed and out-of-order events leave the right state.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: Stripe;
  webhookSecret: string;
  service: PaymentsService;
  /** Stripe Billing (issue 20): its invoices and subscriptions, each read back from Stripe when an event names it. */
  billing?: StripeBillingPayments | undefined;
}> = async (app, { stripe, webhookSecret, service, billing }) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/webhooks/stripe", { schema: { hide: true } }, async (request) => {
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw refuse("SIGNATURE_MISSING");
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret, TOLERANCE_SECONDS);
    } catch {
      throw refuse("SIGNATURE_INVALID");
    }
    if (billing && event.type === "invoice.paid" && event.data.object.id) {
      return { received: true, recorded: (await billing.settleInvoice(event.data.object.id)).created };
    }
    if (billing && SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscription = event.data.object as Stripe.Subscription;
      return { received: true, ...(await billing.syncSubscription(subscription.id)) };
    }
    if (event.type !== "payment_intent.succeeded") return { received: true };
    const intent = event.data.object;
    const result = await service.recordFromWebhook(
      {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amount,
        currency: intent.currency,
        userId: intent.metadata?.userId,
        packageName: intent.metadata?.packageName,
      },
      { id: event.id, type: event.type },
    );
    return { received: true, recorded: result.recorded };
  });
};
