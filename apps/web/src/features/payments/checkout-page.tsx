import { MESSAGES } from "../../i18n/messages";
import { lazy, Suspense } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Loading } from "../../components/feedback/loading";
import { PACKAGES_HREF } from "../../components/feedback/subscription-notice";
import { useAuth } from "../../lib/auth-context";
import { readPackageChoice } from "../../lib/package-choice";
import { usePaymentsMode } from "./api/get-payments-mode";
import { CheckoutDowngrade } from "./checkout-downgrade";
import { formatUsd, quoteSentence } from "./checkout-quote";
import { DemoCardForm } from "./demo-card-form";
import { useCheckout } from "./use-checkout";

const StripeCardForm = lazy(() => import("./stripe-card-form"));

/**
 * /payments: pay for the package chosen with Subscribe (product.md §2 Checkout). The package the user already holds
 * is marked "Your package" and not offered for payment: no card form, a sentence and a link to the packages (issue 17).
 * The server's quote says what the choice means before anything is paid (issue 20): a month at the full price (buy,
 * renew), the difference for the rest of the period (upgrade: Total Price is the amount due now), or a switch at the
 * period's end with nothing to pay (downgrade: no card form, a button instead).
 */
export function CheckoutPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const choice = readPackageChoice();
  const checkout = useCheckout(choice, user?.email);
  const payments = usePaymentsMode();

  const TEXT = MESSAGES.payCheckout;
  const title = <title>{TEXT.documentTitle}</title>;
  if (loading) {
    return (
      <>
        {title}
        <Loading />
      </>
    );
  }
  if (!user) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (!choice) {
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        {title}
        <h1 className="text-2xl font-bold">{TEXT.choosePackageFirst}</h1>
        <p className="mt-2 text-base-content/70">{TEXT.choosePackageHint}</p>
        <Link to={PACKAGES_HREF} className="btn btn-primary mt-6">
          {MESSAGES.subscription.seePackages}
        </Link>
      </section>
    );
  }

  // The card form follows the deployment's payment mode, never the state of the intent: in Stripe mode the demo
  // form must not appear while the intent loads or after it failed.
  const { mode } = payments;
  const { ready, done, status, pay, held, quote } = checkout;
  const error = payments.error ? MESSAGES.payment.initFailed : checkout.initError || status.error;
  const downgrade = !held && quote?.action === "downgrade";
  // The card form waits for the quote: it must not offer to pay before the amount due is shown.
  const cardForm = !held && !downgrade && quote !== undefined;
  // An upgrade's sentence names the package it starts from: once paid, the session holds the new one.
  const sentence = quote && !held && !(done && quote.action === "upgrade") ? quoteSentence(quote) : "";
  return (
    <section className="mx-auto max-w-lg px-4 py-12" aria-labelledby="checkout-title">
      {title}
      <div className="card bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <div className="flex items-start justify-between gap-2">
            <h1 id="checkout-title" className="card-title text-2xl">
              {TEXT.title}
            </h1>
            {mode === "demo" && <span className="badge badge-warning">{TEXT.testMode}</span>}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{TEXT.packageName}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {choice.name}
              {held && <span className="badge badge-success">{MESSAGES.subscription.sectionTitle}</span>}
            </dd>
            <dt className="font-medium">{TEXT.totalPrice}</dt>
            <dd>{quote?.action === "upgrade" ? formatUsd(quote.amountDue) : TEXT.amountUsd(String(choice.price))}</dd>
          </dl>
          {sentence && <p className="text-sm">{sentence}</p>}
          {held && (
            <div role="status" className="alert alert-info flex flex-wrap">
              <span>{MESSAGES.payment.packageAlreadyHeld}</span>
              <Link to={PACKAGES_HREF} className="link inline-flex min-h-6 items-center font-medium">
                {MESSAGES.subscription.seePackages}
              </Link>
            </div>
          )}
          {mode === "demo" && cardForm && (
            <p className="text-sm text-base-content/70">{MESSAGES.payment.testModeHint}</p>
          )}
          {(payments.loading || checkout.initialising) && <p role="status">{TEXT.preparing}</p>}
          {downgrade && <CheckoutDowngrade quote={quote} email={user.email} />}
          {mode === "demo" && cardForm && <DemoCardForm ready={ready} paying={status.paying} done={done} onPay={pay} />}
          {mode === "stripe" && cardForm && (
            <Suspense fallback={<p role="status">{TEXT.loadingCardForm}</p>}>
              <StripeCardForm
                publishableKey={checkout.publishableKey}
                ready={ready}
                paying={status.paying}
                done={done}
                billing={{ email: user.email, name: user.name }}
                onPay={pay}
              />
            </Suspense>
          )}
          <p role="alert" className="min-h-6 text-error">
            {error}
          </p>
          {status.transactionId && (
            <p role="status" className="text-success">
              {TEXT.transactionIdLabel} <span className="font-mono">{status.transactionId}</span>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
