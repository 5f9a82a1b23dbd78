import type { ReactNode } from "react";

type Props = {
  loading: boolean;
  error: Error | null;
  /** Shown instead of "Error: {message}" (SPEC §8 names some load failures, e.g. "Error loading reviews"). */
  errorText?: string;
  /** When true, `emptyText` is shown instead of the content. */
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
};

/** Loading spinner, the load error, the empty text, or the content. */
export function QueryState({ loading, error, errorText, empty = false, emptyText, children }: Props) {
  if (loading) {
    return (
      <div role="status" className="flex justify-center py-12">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-8 text-center text-error">
        {errorText ?? `Error: ${error.message}`}
      </p>
    );
  }
  if (empty) return <p className="py-8 text-center text-lg">{emptyText}</p>;
  return children;
}
