import Stripe from "stripe";
import type { PaymentProvider } from "./provider.ts";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** A Stripe-compatible API origin (tests use a local stand-in); Stripe's own when unset. */
  apiUrl: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** Stripe: the official SDK on the server; the browser confirms with Stripe Elements. */
export function createStripeProvider(stripe: Stripe, settings: StripeSettings): PaymentProvider {
  return {
    name: "stripe",
    publishableKey: settings.publishableKey,
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { userId: input.userId, packageName: input.packageName, kind: input.kind ?? "purchase" },
      });
      if (!intent.client_secret) throw new Error("Stripe returned no client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          userId: intent.metadata?.userId,
          packageName: intent.metadata?.packageName,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
  };
}
