import type { ReactNode } from "react";
import { ApiError } from "../../lib/api-client";
import { MESSAGES } from "../../i18n/messages";

/** A refusal the server gave a reason for (403 not a reader, 404 no such camp, 400 a wrong range): its own words. */
export const refusalText = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;

/** Loading, in the app's own text. */
export function ReportSpinner() {
  return (
    <div role="status" className="flex justify-center py-8">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{MESSAGES.common.loading}</span>
    </div>
  );
}

/** A refusal or a failure in place of the report, with "Try again" when it can be retried. */
function ReportMessage({ text, retry }: { text: string; retry?: () => void }) {
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

/**
 * A report being read: loading, refused (the server's message), failed (with Try again), or the report. The report
 * screens load no part of the catalogue but their own and the clinic's: these messages read the app's own texts.
 */
export function ReportState<T>({
  query,
  failedText,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <ReportSpinner />;
  const refused = refusalText(query.error);
  if (refused) return <ReportMessage text={refused} />;
  return <ReportMessage text={failedText} retry={() => void query.refetch()} />;
}

/** Title text of the page's tab. */
export const documentTitle = (heading: string) => `${heading} · MedCamp`;
