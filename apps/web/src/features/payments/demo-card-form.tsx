import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { ApiError, UNKNOWN_ERROR_CODE } from "../../lib/api-client";
import { confirmDemoPayment, type DemoCard } from "./api/confirm-demo-payment";
import type { ConfirmCard } from "./use-checkout";

type Props = {
  /** Pay Now is enabled (the intent is ready and nothing was bought yet). */
  ready: boolean;
  paying: boolean;
  /** The purchase went through: the card fields stay locked. */
  done: boolean;
  onPay: (confirm: ConfirmCard) => void;
};

/** The processor refused the card (a 4xx carrying its card error); anything else is thrown as a failure. */
const isCardRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== UNKNOWN_ERROR_CODE;

/** The card entry of the built-in test-mode processor; the server checks the card like a processor would. */
export function DemoCardForm({ ready, paying, done, onPay }: Props) {
  const id = useId();
  const [card, setCard] = useState<DemoCard>({ cardNumber: "", expiry: "", cvc: "" });
  const field = (name: keyof DemoCard) => ({
    id: `${id}-${name}`,
    name,
    value: card[name],
    onChange: (e: { target: { value: string } }) => setCard((c) => ({ ...c, [name]: e.target.value })),
    className: "input input-bordered w-full",
    required: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onPay(async (clientSecret) => {
      try {
        return await confirmDemoPayment(clientSecret, card);
      } catch (error) {
        if (isCardRefusal(error)) return { error: error.message };
        throw error;
      }
    });
  }

  const TEXT = MESSAGES.payCard;
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={TEXT.cardDetails}>
      <fieldset className="rounded-box border border-base-300 p-4" disabled={paying || done}>
        <legend className="px-1 text-sm font-medium">{TEXT.card}</legend>
        <label htmlFor={`${id}-cardNumber`} className="label text-sm">
          {TEXT.cardNumber}
        </label>
        <input
          {...field("cardNumber")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
        <div className="mt-2 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-expiry`} className="label text-sm">
              {TEXT.expiry}
            </label>
            <input {...field("expiry")} autoComplete="cc-exp" placeholder="12/30" />
          </div>
          <div>
            <label htmlFor={`${id}-cvc`} className="label text-sm">
              {TEXT.cvc}
            </label>
            <input {...field("cvc")} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || paying}>
        {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {TEXT.payNow}
      </button>
    </form>
  );
}
