import { MESSAGES } from "../../../i18n/messages";
import { useNewsletterCounts } from "../../../lib/newsletter-api";

const TEXT = MESSAGES.newsletter;

/** The admin home's line about the newsletter (issue 19): confirmed subscribers, and addresses still to confirm. */
export function NewsletterCount() {
  const counts = useNewsletterCounts();
  if (counts.isPending) {
    return (
      <p role="status" className="min-h-6 text-base-content/70">
        <span className="loading loading-dots loading-sm" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.adminCommon.loading}</span>
      </p>
    );
  }
  if (counts.error) {
    return (
      <p role="alert" className="min-h-6 text-error">
        {TEXT.adminCountFailed}
      </p>
    );
  }
  return (
    <p className="min-h-6" data-testid="newsletter-count">
      <span className="font-semibold">{TEXT.adminCount(counts.data.subscribers)}</span>
      <span className="text-base-content/70"> · {TEXT.adminPending(counts.data.pending)}</span>
    </p>
  );
}
