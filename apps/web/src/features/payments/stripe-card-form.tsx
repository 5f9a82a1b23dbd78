import { MESSAGES } from "@medcamp/contract";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useMemo } from "react";

type Props = {
  publishableKey: string;
  ready: boolean;
  paying: boolean;
  billing: { email: string; name: string };
  onPay: (confirm: (clientSecret: string) => Promise<{ id: string } | { error: string }>) => void;
};

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe Elements: loaded only on the checkout page, only in Stripe mode (this module is a lazy chunk). */
export default function StripeCardForm(props: Props) {
  const stripePromise = useMemo(() => {
    if (!stripeByKey.has(props.publishableKey)) stripeByKey.set(props.publishableKey, loadStripe(props.publishableKey));
    return stripeByKey.get(props.publishableKey)!;
  }, [props.publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ ready, paying, billing, onPay }: Props) {
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
      if (error) return { error: error.message ?? MESSAGES.payment.failed };
      if (paymentIntent?.status !== "succeeded") return { error: MESSAGES.payment.failed };
      return { id: paymentIntent.id };
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Card details">
      <div className="rounded-box border border-base-300 p-4">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || paying || !stripe}>
        {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Pay Now
      </button>
    </form>
  );
}
