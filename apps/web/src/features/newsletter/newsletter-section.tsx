import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { QueryState } from "../../components/feedback/query-state";
import { notify } from "../../lib/toast";
import { useChooseNewsletter, useNewsletterStatus } from "../../lib/newsletter-api";

const TEXT = MESSAGES.newsletter;

/**
 * My Profile's newsletter switch (issue 19). On asks like Home's box does: a confirmation e-mail goes to the account
 * address and the switch shows "waiting for confirmation" until its link is opened. Off unsubscribes at once. A
 * failed save leaves the switch as the server has it, and says so.
 */
export function NewsletterSection({ email }: { email: string }) {
  const id = useId();
  const status = useNewsletterStatus(email);
  const choose = useChooseNewsletter(email);
  const on = Boolean(status.data?.subscribed || status.data?.pending);

  async function onChange(subscribed: boolean) {
    try {
      const next = await choose.mutateAsync(subscribed);
      if (!subscribed) notify.success(TEXT.turnedOff);
      else if (next.pending) notify.info(TEXT.pendingNote(email));
    } catch {
      notify.error(TEXT.saveFailed);
    }
  }

  return (
    <section className="card mt-6 bg-base-100 shadow-md" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {TEXT.sectionTitle}
        </h2>
        <QueryState loading={status.isPending} error={status.error} errorText={TEXT.loadFailed}>
          <label className="flex cursor-pointer items-center justify-between gap-4">
            <span>{TEXT.switchLabel}</span>
            <input
              type="checkbox"
              role="switch"
              className="toggle toggle-primary"
              checked={on}
              disabled={choose.isPending}
              aria-describedby={`${id}-note`}
              onChange={(event) => void onChange(event.currentTarget.checked)}
            />
          </label>
          <p id={`${id}-note`} role="status" className="min-h-5 text-sm break-words text-base-content/70">
            {status.data?.pending ? TEXT.pendingNote(email) : status.data?.subscribed ? TEXT.subscribedNote : ""}
          </p>
        </QueryState>
      </div>
    </section>
  );
}
