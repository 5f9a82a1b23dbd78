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
 * The intent for the chosen package (product.md §4: requested when the price is above 0), only when there is
 * something to pay (`skip` otherwise: the package the user already holds, which the server would refuse with
 * PACKAGE_ALREADY_HELD, a downgrade, or a quote not known yet). The server charges the quote: the full price for a
 * new month, the difference for an upgrade (issue 20). It answers a repeat visit with the same open intent; it is
 * fetched once per checkout visit and never refetched behind the user's back.
 */
export const paymentIntentQueryOptions = (choice: PackageChoice | undefined, email: string | undefined, skip = false) =>
  queryOptions({
    queryKey: paymentIntentKey(choice?.name, email),
    queryFn: () => createPaymentIntent(choice!.price),
    enabled: Boolean(choice && choice.price > 0 && email && !skip),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
