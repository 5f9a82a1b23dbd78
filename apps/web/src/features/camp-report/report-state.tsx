import type { ReactNode } from "react";
import { ApiError } from "../../lib/api-client";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";

/** A refusal the server gave a reason for (403 not a reader, 404 no such camp, 400 a wrong range): its own words. */
export const refusalText = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;

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
  if (query.isPending) return <PageSpinner />;
  const refused = refusalText(query.error);
  if (refused) return <PageMessage text={refused} />;
  return <PageMessage text={failedText} retry={() => void query.refetch()} />;
}

/** Title text of the page's tab. */
export const documentTitle = (heading: string) => `${heading} · MedCamp`;
