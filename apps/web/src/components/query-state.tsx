import type { ReactNode } from "react";

/** Loading spinner, "Error: {message}" (SPEC §8 list loads) or the content. */
export function QueryState({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: Error | null;
  children: ReactNode;
}) {
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
        Error: {error.message}
      </p>
    );
  }
  return children;
}
