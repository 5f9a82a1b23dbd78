import { MESSAGES } from "../../i18n/messages";
import { type PublicReview, RATING_MAX, RATING_MIN } from "@medcamp/contract";
import { formatRating } from "../../components/camp/camp-card";
import { RatingStars } from "../../components/camp/rating-stars";

type Props = {
  /** The camp's average rating (`rating`) and how many reviews it has in all (`reviewsCount`). */
  rating: number;
  total: number;
  /** The reviews the detail carries (the newest ones): the spread of stars is drawn only when these are all. */
  reviews: readonly PublicReview[];
};

const STAR_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/** Above a camp's reviews: the average in stars and to one decimal, the count, and how many gave each rating. */
export function ReviewsSummary({ rating, total, reviews }: Props) {
  const M = MESSAGES.reviewsUi;
  const spread = total > 0 && reviews.length === total;
  return (
    <div className="flex flex-col gap-4 rounded-box bg-base-200 p-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold" aria-hidden="true">
          {formatRating(rating)}
        </p>
        <RatingStars rating={rating} className="h-5" />
        <p className="text-sm text-base-content/80">
          <span className="sr-only">{`${M.averageRating(formatRating(rating), RATING_MAX)} `}</span>
          {total === 1 ? M.oneReview : M.reviewCount(total)}
        </p>
      </div>
      {spread && (
        <ul aria-label={M.ratingsGiven} className="grow space-y-1 text-sm">
          {STAR_VALUES.map((stars) => {
            const count = reviews.filter((r) => r.rating === stars).length;
            const label = stars === 1 ? M.oneStar : M.starCount(stars);
            return (
              <li key={stars} className="flex items-center gap-2">
                <span className="w-14 shrink-0" aria-hidden="true">
                  {label}
                </span>
                <progress className="progress w-full progress-warning" value={count} max={total} aria-label={label} />
                <span className="w-6 shrink-0 text-end tabular-nums">{count}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
