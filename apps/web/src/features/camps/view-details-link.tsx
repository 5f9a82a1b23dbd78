import { MESSAGES } from "../../i18n/messages";
import { Link } from "react-router";

/**
 * A card's one action: the camp's detail page (product.md §2 "View Details"), named with the camp for screen readers.
 * Its "onward" arrow points the reading direction's way (flipped, and nudged left on hover, in Arabic).
 */
export function ViewDetailsLink({ id, title }: { id: string; title: string }) {
  return (
    <Link
      to={`/meal/${id}`}
      className="group/link btn btn-sm btn-primary"
      aria-label={MESSAGES.campCard.viewDetailsOf(title)}
    >
      {MESSAGES.campCard.viewDetails}
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-4 transition-transform motion-safe:group-hover/link:translate-x-0.5 rtl:-scale-x-100 rtl:motion-safe:group-hover/link:-translate-x-0.5"
      >
        <path d="M4 10h12M11 5l5 5-5 5" />
      </svg>
    </Link>
  );
}
