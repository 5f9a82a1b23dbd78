import { apiFetch } from "../../../lib/api-client";

export type PaymentIntent = { clientSecret: string; provider: "demo" | "stripe"; publishableKey?: string };

export function createPaymentIntent(price: number): Promise<PaymentIntent> {
  return apiFetch<PaymentIntent>("/create-payment-intent", { method: "POST", body: { price } });
}

export type DemoCard = { cardNumber: string; expiry: string; cvc: string };

/** The built-in test-mode processor confirms the card (Stripe.js does this in Stripe mode). */
export function confirmDemoPayment(clientSecret: string, card: DemoCard): Promise<{ id: string; status: string }> {
  return apiFetch("/demo-payments/confirm", { method: "POST", body: { clientSecret, ...card } });
}

export type PaymentRecord = {
  email: string;
  price: number;
  transactionId: string;
  date: string;
  userPackage: string;
  status: "purchased";
};

export function recordPayment(record: PaymentRecord): Promise<{ insertedId: string }> {
  return apiFetch("/payments", { method: "POST", body: record });
}
