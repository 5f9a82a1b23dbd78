import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs, type TestUser } from "./test-users.ts";

export const PAYING_CARD = "4242 4242 4242 4242";
/** Pays now; the built-in processor declines its renewals (issue 20). */
export const RENEWAL_DECLINED_CARD = "4000 0000 0000 0341";

/** The checkout's three calls with the built-in processor: an intent, the card, the record. Answers the record. */
export async function buyPackage(app: FastifyInstance, user: TestUser, price: number, card = PAYING_CARD) {
  const intent = await injectAs(app, user, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const paid = await injectAs(app, user, {
    method: "POST",
    url: "/api/demo-payments/confirm",
    payload: { clientSecret, cardNumber: card, expiry: "12/39", cvc: "123" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const transactionId = (paid.json() as { id: string }).id;
  return injectAs(app, user, { method: "POST", url: "/api/payments", payload: { transactionId, price } });
}
