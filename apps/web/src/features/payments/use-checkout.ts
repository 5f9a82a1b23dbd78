import { MESSAGES, PURCHASE_TOAST_AUTO_CLOSE_MS } from "@medcamp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { PackageChoice } from "../../lib/package-choice";
import { notify } from "../../lib/toast";
import { createPaymentIntent, recordPayment } from "./api/payments-api";

export type CheckoutStatus = { error: string; transactionId: string; paying: boolean };

/**
 * SPEC §4 checkout: an intent is requested when the price is above 0; a card confirmed by the provider is then
 * recorded by the server, which checks it with the provider before granting the badge.
 */
export function useCheckout(choice: PackageChoice | undefined, email: string | undefined) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CheckoutStatus>({ error: "", transactionId: "", paying: false });
  const intent = useQuery({
    queryKey: ["payment-intent", choice?.name, email],
    queryFn: () => createPaymentIntent(choice!.price),
    enabled: Boolean(choice && choice.price > 0 && email),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const setError = (error: string) => setStatus({ error, transactionId: "", paying: false });

  /** Runs the provider's confirmation, then records the purchase. */
  async function pay(confirm: (clientSecret: string) => Promise<{ id: string } | { error: string }>) {
    const clientSecret = intent.data?.clientSecret;
    if (!clientSecret || !choice || !email) return setError(MESSAGES.payment.notInitialized);
    setStatus({ error: "", transactionId: "", paying: true });
    let confirmed: { id: string } | { error: string };
    try {
      confirmed = await confirm(clientSecret);
    } catch (error) {
      return setError(error instanceof Error ? error.message : MESSAGES.payment.failed);
    }
    if ("error" in confirmed) return setError(confirmed.error);
    try {
      await recordPayment({
        email,
        price: choice.price,
        transactionId: confirmed.id,
        date: new Date().toISOString(),
        userPackage: choice.name,
        status: "purchased",
      });
    } catch {
      return setError(MESSAGES.payment.saveFailed);
    }
    setStatus({ error: "", transactionId: confirmed.id, paying: false });
    notify.success(MESSAGES.payment.thankYou, { autoClose: PURCHASE_TOAST_AUTO_CLOSE_MS });
    await queryClient.invalidateQueries();
  }

  const initError = intent.error ? `${MESSAGES.payment.intentFailedPrefix}${intent.error.message}` : "";
  return {
    intent: intent.data,
    initialising: intent.isPending && intent.fetchStatus !== "idle",
    initError,
    status,
    pay,
  };
}
