import type { FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import { refuse } from "../../lib/http-errors.ts";
import type { PaymentsService } from "./service.ts";

const TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body (its own scope parses JSON as a buffer),
 * events are applied once by id, and `payment_intent.succeeded` records the purchase, so a closed tab loses
 * nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: Stripe;
  webhookSecret: string;
  service: PaymentsService;
}> = async (app, { stripe, webhookSecret, service }) => {
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
