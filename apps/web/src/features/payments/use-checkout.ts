import { PURCHASE_TOAST_AUTO_CLOSE_MS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { ownDataKeys } from "../../lib/query-keys";
import type { PackageChoice } from "../../lib/package-choice";
import { notify } from "../../lib/toast";
import { paymentIntentQueryOptions } from "./api/create-payment-intent";
import { useSubscriptionQuote } from "./api/get-subscription-quote";
import { recordPayment } from "./api/record-payment";
import { intentErrorText } from "./intent-error-text";

export type CheckoutStatus = { error: string; transactionId: string; paying: boolean };

/** What a card form reports after asking the provider to confirm the card: the intent id, or the card error. */
export type Confirmation = { id: string } | { error: string };
export type ConfirmCard = (clientSecret: string) => Promise<Confirmation>;

/** What choosing the package means now, per the server's quote (issue 20). */
const PAYABLE = new Set(["buy", "renew", "upgrade"]);

/**
 * product.md §4 checkout: the server's quote for the chosen package comes first (issue 20: buy, renew, upgrade,
 * downgrade or held); an intent is requested only when something is to be paid, and the server charges what the quote
 * said. A card confirmed by the provider is then recorded by the server, which checks it with the provider before
 * granting the badge. After a purchase the checkout stays done: the intent is not requested again, so Pay Now cannot
 * buy twice.
 */
export function useCheckout(choice: PackageChoice | undefined, email: string | undefined) {
  const queryClient = useQueryClient();
  const { user, refresh } = useAuth();
  const [status, setStatus] = useState<CheckoutStatus>({ error: "", transactionId: "", paying: false });
  const done = status.transactionId !== "";
  // The package the user holds is not bought again (issue 17): no intent, no card form. The quote decides (issue 20:
  // a package whose renewal failed is held until its grace ends, yet can be bought again); until it answers, or if it
  // fails, the session's badge does. Right after this checkout's own purchase the session says they hold it too, and
  // the checkout stays on its success line.
  const quote = useSubscriptionQuote(choice?.name, email, done);
  const action = quote.data?.action;
  const heldByBadge = Boolean(choice && user?.badge === choice.name);
  const held = !done && (action ? action === "held" : heldByBadge);
  const payable = action !== undefined && PAYABLE.has(action);
  const intent = useQuery(paymentIntentQueryOptions(choice, email, held || done || !payable));
  const clientSecret = intent.data?.clientSecret;

  const setError = (error: string) => setStatus({ error, transactionId: "", paying: false });

  /** Runs the provider's confirmation, then records the purchase. */
  async function pay(confirm: ConfirmCard) {
    if (done || status.paying) return;
    if (!clientSecret || !choice || !email) return setError(MESSAGES.payment.notInitialized);
    setStatus({ error: "", transactionId: "", paying: true });
    let confirmed: Confirmation;
    try {
      confirmed = await confirm(clientSecret);
    } catch {
      // Not the provider refusing the card (that comes back as `{ error }`): offline, a 5xx, a script failure.
      return setError(MESSAGES.payment.failed);
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
    } catch (error) {
      // Bought meanwhile in another tab: the server records no second purchase of the package and says why.
      if (isRefusal(error, "PACKAGE_ALREADY_HELD")) {
        setError(error.message);
        return refresh();
      }
      return setError(MESSAGES.payment.saveFailed);
    }
    setStatus({ error: "", transactionId: confirmed.id, paying: false });
    notify.success(MESSAGES.payment.thankYou, { autoClose: PURCHASE_TOAST_AUTO_CLOSE_MS });
    // Only what the purchase changed: the session's badge, the profile, the payment history and the subscription.
    await Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: ownDataKeys.profile(email) }),
      queryClient.invalidateQueries({ queryKey: ownDataKeys.payments(email) }),
      queryClient.invalidateQueries({ queryKey: ownDataKeys.subscription(email) }),
    ]);
  }

  return {
    /** The user already holds the chosen package: nothing to pay. */
    held,
    /** The server's quote for the chosen package (undefined while it loads or when it failed). */
    quote: quote.data,
    publishableKey: intent.data?.publishableKey,
    /** Pay Now is enabled only with a client secret and until the purchase is done. */
    ready: Boolean(clientSecret) && !done && !held,
    done,
    initialising:
      (quote.isPending && quote.fetchStatus !== "idle") || (intent.isPending && intent.fetchStatus !== "idle"),
    initError:
      quote.error && !held
        ? MESSAGES.payment.initFailed
        : intentErrorText(intent.error, intent.isSuccess && !clientSecret),
    status,
    pay,
  };
}
