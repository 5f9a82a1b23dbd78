import { apiFetch } from "../../../lib/api-client";

export type DemoCard = { cardNumber: string; expiry: string; cvc: string };

/**
 * POST /api/demo-payments/confirm → { id, status }: the built-in test-mode processor confirms the card (Stripe.js
 * does this in Stripe mode). A refused card is a 4xx whose message is the processor's card error.
 */
export const confirmDemoPayment = (clientSecret: string, card: DemoCard) =>
  apiFetch<{ id: string; status: string }>("/demo-payments/confirm", {
    method: "POST",
    body: { clientSecret, ...card },
  });
