import { apiFetch } from "../../../lib/api-client";

export type PaymentRecord = {
  email: string;
  price: number;
  transactionId: string;
  date: string;
  userPackage: string;
  status: "purchased";
};

/** POST /api/payments (product.md §7's payload) → { insertedId }; the server checks the intent with the provider. */
export const recordPayment = (record: PaymentRecord) =>
  apiFetch<{ insertedId: string }>("/payments", { method: "POST", body: record });
