import { type Subscription } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { PACKAGES_HREF } from "../../components/feedback/subscription-notice";
import { notify } from "../../lib/toast";
import { useSubscription } from "./api/subscription";
import { useCancelSubscription } from "./api/subscription-cancel";
import { useKeepSubscription } from "./api/subscription-keep";
import { openBillingPortal } from "./api/subscription-portal";
import { useResumeSubscription } from "./api/subscription-resume";
import { formatDay } from "../../lib/format-day";

const TEXT = MESSAGES.subscription;

/**
 * What happens at the period's end, most pressing first: a failed renewal's grace, a cancelled renewal, a scheduled
 * downgrade, no card to renew with, or the renewal.
 */
function periodNote(s: Subscription): string {
  const end = formatDay(s.endsAt);
  if (s.status === "past_due") return TEXT.pastDue(formatDay(s.graceUntil ?? s.endsAt));
  if (!s.autoRenew) return TEXT.endsOn(end);
  if (s.nextPackage && s.nextPackage !== s.package) return TEXT.switchesOn(s.nextPackage, end);
  if (!s.canRenew) return TEXT.noCard;
  return TEXT.renewsOn(end);
}

function Spinner({ on }: { on: boolean }) {
  return on ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null;
}

/**
 * My Profile's "Your package" (issue 20): the package, its current period and what happens at the period's end, with
 * the ways to change that: cancel the renewal (after a confirmation), resume it, or keep the package when a
 * downgrade is scheduled. Without a package: a sentence and the way to the packages.
 */
export function SubscriptionSection({ email }: { email: string }) {
  const id = useId();
  const query = useSubscription(email);
  const subscription = query.data?.subscription;
  const current = subscription && subscription.status !== "ended" ? subscription : null;
  return (
    <section className="card mt-6 bg-base-100 shadow-md" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {TEXT.sectionTitle}
        </h2>
        <QueryState loading={query.isPending} error={query.error}>
          {current ? <Current subscription={current} email={email} /> : <NoPackage />}
        </QueryState>
      </div>
    </section>
  );
}

function NoPackage() {
  return (
    <>
      <p>{TEXT.none}</p>
      <p className="text-base-content/70">{TEXT.noneNote}</p>
      <div>
        <Link to={PACKAGES_HREF} className="btn btn-primary btn-sm">
          {MESSAGES.subscription.seePackages}
        </Link>
      </div>
    </>
  );
}

function Current({ subscription: s, email }: { subscription: Subscription; email: string }) {
  const cancel = useCancelSubscription(email);
  const resume = useResumeSubscription(email);
  const keep = useKeepSubscription(email);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = cancel.isPending || resume.isPending || keep.isPending || leaving;
  const end = formatDay(s.endsAt);
  const active = s.status === "active";
  const downgrade = active && s.autoRenew && s.nextPackage && s.nextPackage !== s.package;

  /** Runs a change; says what it did, or the server's reason it did not. */
  async function run(change: () => Promise<Subscription>, done: (next: Subscription) => string) {
    try {
      notify.success(done(await change()));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.camps.errorLater);
    }
  }

  async function onCancel() {
    setConfirming(false);
    await run(
      () => cancel.mutateAsync(undefined),
      (next) => TEXT.cancelled(formatDay(next.endsAt)),
    );
  }

  /** Stripe Billing: the card on file and the invoices are managed in Stripe's customer portal. */
  async function onManageBilling() {
    setLeaving(true);
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.camps.errorLater);
      setLeaving(false);
    }
  }

  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{MESSAGES.subscription.packageLabel}</dt>
        <dd className="font-semibold">{s.package}</dd>
        <dt className="font-medium">{TEXT.historyPeriod}</dt>
        <dd>{TEXT.period(formatDay(s.startsAt), end)}</dd>
      </dl>
      <p role="status" className={s.status === "past_due" ? "alert alert-warning" : ""}>
        {periodNote(s)}
      </p>
      <div className="flex flex-wrap gap-2">
        {s.status === "past_due" && (
          <Link to={PACKAGES_HREF} className="btn btn-primary btn-sm">
            {MESSAGES.subscription.seePackages}
          </Link>
        )}
        {downgrade && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() =>
              void run(
                () => keep.mutateAsync(s.package),
                () => TEXT.changeKept(s.package),
              )
            }
          >
            <Spinner on={keep.isPending} />
            {TEXT.keepCurrent(s.package)}
          </button>
        )}
        {active && s.autoRenew && (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
            <Spinner on={cancel.isPending} />
            {TEXT.cancel}
          </button>
        )}
        {active && !s.autoRenew && s.canRenew && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() =>
              void run(
                () => resume.mutateAsync(undefined),
                (next) => TEXT.resumed(formatDay(next.endsAt)),
              )
            }
          >
            <Spinner on={resume.isPending} />
            {TEXT.resume}
          </button>
        )}
        {s.provider === "stripe" && s.canRenew && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void onManageBilling()}>
            <Spinner on={leaving} />
            {TEXT.manageBilling}
          </button>
        )}
      </div>
      <ModalDialog open={confirming} title={TEXT.cancelConfirmTitle} onClose={() => setConfirming(false)}>
        <p>{TEXT.cancelConfirmText(end)}</p>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            {TEXT.keep}
          </button>
          <button type="button" className="btn btn-error" onClick={() => void onCancel()}>
            {TEXT.cancelConfirm}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
