import { MESSAGES } from "../../i18n/messages";

/** A page-level message of the clinic (refusal, failure), with "Try again" when it can be retried. */
export function ClinicMessage({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6">
      <p role="alert" className="text-center text-lg font-medium text-error">
        {text}
      </p>
      {retry && (
        <button type="button" className="btn btn-primary" onClick={retry}>
          {MESSAGES.account.tryAgain}
        </button>
      )}
    </div>
  );
}

/** Loading, in the app's own text (the facility's page loads no other part of the catalogue). */
export function ClinicSpinner() {
  return (
    <div role="status" className="flex justify-center py-8">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{MESSAGES.common.loading}</span>
    </div>
  );
}

/** A link that opens nothing (altered, expired): what happened, and what to do, in place of what it would show. */
export function ClinicLinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p>{message}</p>
    </div>
  );
}
