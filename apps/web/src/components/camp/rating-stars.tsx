import { RATING_MAX } from "@medcamp/contract";
import { useId } from "react";

/** Five five-pointed stars side by side, each in a 20 × 20 box, as one path (few elements on a list of cards). */
const STARS = Array.from(
  { length: RATING_MAX },
  (_, i) => `M${10 + i * 20} 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z`,
).join("");

/**
 * Five stars filled to `rating` (fractions too: 4.25 fills four and a quarter), for the eye only: the number beside
 * them is what screen readers read. In Arabic they fill from the right, the way the page reads.
 */
export function RatingStars({ rating, className = "h-4" }: { rating: number; className?: string }) {
  const clipId = useId();
  const filled = Math.min(Math.max(rating, 0), RATING_MAX) * 20;
  return (
    <svg
      viewBox={`0 0 ${RATING_MAX * 20} 20`}
      aria-hidden="true"
      data-rating={rating}
      className={`aspect-[5/1] w-auto shrink-0 rtl:-scale-x-100 ${className}`}
    >
      <clipPath id={clipId}>
        <rect width={filled} height="20" />
      </clipPath>
      <path d={STARS} className="fill-base-content/20" />
      <path d={STARS} className="fill-warning" clipPath={`url(#${clipId})`} />
    </svg>
  );
}
