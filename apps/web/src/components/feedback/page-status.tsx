import { MESSAGES } from "../../i18n/messages";

// A screen's loading and its refusal or failure, in the app's own texts (the main part of the catalogue): the clinic's
// screens and the camp report's, which load no other shared part, show them.

/** Loading, announced. */
export function PageSpinner() {
  return (
    <div role="status" className="flex justify-center py-8">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{MESSAGES.common.loading}</span>
    </div>
  );
}

/** A page-level message (refusal, failure), with "Try again" when it can be retried. */
export function PageMessage({ text, retry }: { text: string; retry?: () => void }) {
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
