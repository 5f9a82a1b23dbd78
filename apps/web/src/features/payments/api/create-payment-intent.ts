import type { createPaymentIntentResponseSchema } from "@medcamp/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import type { PackageChoice } from "../../../lib/package-choice";
import { paymentIntentKey } from "../../../lib/query-keys";

export type PaymentIntent = z.infer<typeof createPaymentIntentResponseSchema>;

/** POST /api/create-payment-intent { price } → { clientSecret, provider, publishableKey? }. */
export const createPaymentIntent = (price: number) =>
  apiFetch<Partial<PaymentIntent>>("/create-payment-intent", { method: "POST", body: { price } });

/**
 * The intent for the chosen package (product.md §4: requested when the price is above 0), never for the package the
 * user already holds (`held`: the server would refuse it with PACKAGE_ALREADY_HELD). The server answers a repeat
 * visit with the same open intent; it is fetched once per checkout visit and never refetched behind the user's back.
 */
export const paymentIntentQueryOptions = (choice: PackageChoice | undefined, email: string | undefined, held = false) =>
  queryOptions({
    queryKey: paymentIntentKey(choice?.name, email),
    queryFn: () => createPaymentIntent(choice!.price),
    enabled: Boolean(choice && choice.price > 0 && email && !held),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
