import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";

type Props = {
  loading: boolean;
  error: Error | null;
  /** Shown instead of "Error: {message}" (product.md §8 names some load failures, e.g. "Error loading reviews"). */
  errorText?: string;
  /** When true, `emptyText` is shown instead of the content. */
  empty?: boolean;
  emptyText?: string;
  /** A next step shown under the empty text, e.g. a link to browse camps. */
  emptyAction?: ReactNode;
  children: ReactNode;
};

/** Loading spinner, the load error, the empty text, or the content. */
export function QueryState({ loading, error, errorText, empty = false, emptyText = "", emptyAction, children }: Props) {
  if (loading) {
    return (
      <div role="status" className="flex justify-center py-12">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.common.loading}</span>
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-8 text-center text-error">
        {errorText ?? `${MESSAGES.camps.listLoadFailedPrefix}${error.message}`}
      </p>
    );
  }
  if (empty) return <EmptyState text={emptyText} action={emptyAction} />;
  return children;
}
