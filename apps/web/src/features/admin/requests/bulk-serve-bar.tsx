import { MESSAGES } from "../../../i18n/messages";

type Props = {
  /** How many rows of this page can be selected (the open ones). */
  selectable: number;
  /** How many of them are selected. */
  chosen: number;
  /** A bulk action is running. */
  busy: boolean;
  onSelectAll(all: boolean): void;
  onBook(): void;
  onDecline(): void;
};

/**
 * Serve Camp's bulk actions (issue 23), above the table: select every open request of the page, see how many are
 * selected (announced as it changes), and Book or Decline them together. The buttons stay focusable with nothing
 * selected (`aria-disabled`), so the keyboard's place is kept when a bulk action clears the selection.
 */
export function BulkServeBar({ selectable, chosen, busy, onSelectAll, onBook, onDecline }: Props) {
  const all = selectable > 0 && chosen === selectable;
  const inactive = chosen === 0 || busy;
  const guard = (action: () => void) => () => {
    if (!inactive) action();
  };
  return (
    <div
      role="group"
      aria-label={MESSAGES.schedule.bulkActions}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-box border border-base-300 px-3 py-2"
    >
      <label className="flex min-h-6 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen > 0 && !all;
          }}
          disabled={selectable === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span>{MESSAGES.schedule.selectPage}</span>
      </label>
      <span className="text-sm text-base-content/70" aria-live="polite">
        {MESSAGES.schedule.selectedCount(chosen)}
      </span>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn btn-primary btn-sm ${inactive ? "btn-disabled" : ""}`}
          aria-disabled={inactive}
          onClick={guard(onBook)}
        >
          {MESSAGES.schedule.bookSelected}
        </button>
        <button
          type="button"
          className={`btn btn-outline btn-error btn-sm ${inactive ? "btn-disabled" : ""}`}
          aria-disabled={inactive}
          onClick={guard(onDecline)}
        >
          {MESSAGES.schedule.declineSelected}
        </button>
      </div>
    </div>
  );
}
