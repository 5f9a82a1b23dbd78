import { MESSAGES } from "../../i18n/messages";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale, type StripeError } from "@stripe/stripe-js";
import { type FormEvent, useMemo } from "react";
import type { ConfirmCard } from "./use-checkout";
import { currentLocale } from "../../i18n/active-locale";

type Props = {
  /** From the payment intent; while it loads, the form shows with Pay Now disabled and Stripe.js not yet loaded. */
  publishableKey: string | undefined;
  ready: boolean;
  paying: boolean;
  done: boolean;
  billing: { email: string; name: string };
  onPay: (confirm: ConfirmCard) => void;
};

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's own messages are meant for the payer only for card and input errors (product.md §8 "the card error message
 * from the provider"); anything else (network, API, rate limit) is the spec's generic failure.
 */
export function stripeErrorText(error: Pick<StripeError, "type" | "message">): string {
  const forPayer = error.type === "card_error" || error.type === "validation_error";
  return forPayer && error.message ? error.message : MESSAGES.payment.failed;
}

/** Stripe Elements: loaded only on the checkout page, only in Stripe mode (this module is a lazy chunk). */
export default function StripeCardForm(props: Props) {
  const { publishableKey } = props;
  const stripePromise = useMemo(() => (publishableKey ? stripeFor(publishableKey) : null), [publishableKey]);
  return (
    // Stripe's own card field texts in the reader's language (it falls back to the browser's for one it lacks).
    <Elements stripe={stripePromise} options={{ locale: currentLocale() as StripeElementLocale }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ ready, paying, done, billing, onPay }: Props) {
  const stripe = useStripe();
  const elements = useElements();

  function submit(event: FormEvent) {
    event.preventDefault();
    onPay(async (clientSecret) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: MESSAGES.payment.notInitialized };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) return { error: stripeErrorText(error) };
      if (paymentIntent?.status !== "succeeded") return { error: MESSAGES.payment.failed };
      return { id: paymentIntent.id };
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={MESSAGES.payCard.cardDetails}>
      <div className="rounded-box border border-base-300 p-4">
        <CardElement options={{ hidePostalCode: true, disabled: paying || done }} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || paying || !stripe}>
        {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {MESSAGES.payCard.payNow}
      </button>
    </form>
  );
}
