import { type SubscriptionQuote } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { Link } from "react-router";
import { useChangeSubscription } from "./api/change-subscription";
import { formatDay } from "../../lib/format-day";

const TEXT = MESSAGES.subscription;

/**
 * A lower package than the one held (issue 20): nothing to pay now and no card form; one button schedules the switch
 * for the current period's end (POST /api/subscription/change), then the way to My Profile, where it can be undone.
 */
export function CheckoutDowngrade({ quote, email }: { quote: SubscriptionQuote; email: string }) {
  const change = useChangeSubscription(email);
  const [error, setError] = useState("");
  const on = formatDay(quote.startsAt);
  const done = change.isSuccess;

  async function onSwitch() {
    setError("");
    try {
      await change.mutateAsync(quote.package);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.camps.errorLater);
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={change.isPending || done}
        onClick={() => void onSwitch()}
      >
        {change.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {TEXT.downgradeButton(on)}
      </button>
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="flex flex-wrap gap-x-2 text-success">
          <span>{TEXT.downgraded(quote.package, on)}</span>
          <Link to="/user/profile" className="link inline-flex min-h-6 items-center font-medium">
            {MESSAGES.subscription.myProfile}
          </Link>
        </p>
      )}
    </div>
  );
}
