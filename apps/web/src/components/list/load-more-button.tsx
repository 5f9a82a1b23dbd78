import { MESSAGES } from "../../i18n/messages";
import type { KeyboardEvent, MouseEvent } from "react";

type Props = {
  onClick: () => void;
  loading: boolean;
  label?: string;
  /**
   * The URL of the list with one page more (`/meals?…&page=3`). With it, "Load more" is a real link that works
   * without JavaScript (the server renders that page); with JavaScript the click loads the next page in place.
   */
  href?: string;
};

const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** "Load more" under a list read page by page; busy (spinner, disabled) while the next page loads. */
export function LoadMoreButton({ onClick, loading, label = MESSAGES.common.loadMore, href }: Props) {
  if (href === undefined) {
    return (
      <div className="mt-8 flex justify-center">
        <button type="button" className="btn btn-outline" onClick={onClick} disabled={loading}>
          {loading && spinner}
          {label}
        </button>
      </div>
    );
  }

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (!loading) onClick();
  }

  // Where JavaScript runs it acts as a button, so it answers Space as a button does (Enter clicks it already).
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== " ") return;
    event.preventDefault();
    if (!loading) onClick();
  }

  return (
    <div className="mt-8 flex justify-center">
      <a
        href={href}
        role="button"
        className={`btn btn-outline ${loading ? "btn-disabled" : ""}`}
        aria-disabled={loading || undefined}
        onClick={onLinkClick}
        onKeyDown={onKeyDown}
      >
        {loading && spinner}
        {label}
      </a>
    </div>
  );
}
