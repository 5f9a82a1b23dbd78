import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { EmptyState } from "../feedback/empty-state";

type Props<T> = {
  items: readonly T[];
  loading: boolean;
  error: Error | null;
  /** Shown when the list is empty, e.g. "No Camp found." */
  emptyText: string;
  /** A next step under the empty text, e.g. "Clear filters". */
  emptyAction?: ReactNode;
  /** How many placeholder cards show while the first page loads. */
  skeletons?: number;
  itemKey: (item: T) => string;
  /** `aboveTheFold` is true for the cards of the first row on a wide screen, whose images should not wait. */
  renderItem: (item: T, aboveTheFold: boolean) => ReactNode;
};

/** Cards per row on the widest layout (lg:grid-cols-3). */
const FIRST_ROW = 3;

/** A responsive grid of camp cards with placeholder cards while loading, "Error: {message}" and the empty text. */
export function CampGrid<T>({
  items,
  loading,
  error,
  emptyText,
  emptyAction,
  skeletons = 3,
  itemKey,
  renderItem,
}: Props<T>) {
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{MESSAGES.common.loadingCamps}</span>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i} className="card bg-base-100 ring-1 ring-base-300">
              <div className="skeleton aspect-[8/5] w-full rounded-b-none" />
              <div className="space-y-3 p-4">
                <div className="skeleton h-5 w-3/4" />
                <div className="skeleton h-4 w-1/3" />
                <div className="skeleton h-16 w-full" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-8 text-center text-error">
        {`${MESSAGES.camps.listLoadFailedPrefix}${error.message}`}
      </p>
    );
  }
  if (items.length === 0) return <EmptyState text={emptyText} action={emptyAction} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index < FIRST_ROW)}</li>
      ))}
    </ul>
  );
}
