import { MESSAGES, type PublicReview, RATING_MAX } from "@medcamp/contract";
import { RatingStars } from "../../components/rating-stars";

type Props = {
  reviews: readonly PublicReview[];
  /** How many reviews the camp has in all (`reviewsCount`); the detail carries only the newest ones. */
  total: number;
};

/** Words that do not fit (a long name or comment) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/** A camp's reviews: name, rating out of 5 and comment, or the invitation to write the first one. */
export function ReviewsList({ reviews, total }: Props) {
  if (reviews.length === 0) return <p>{MESSAGES.camps.noReviewsYet}</p>;
  return (
    <>
      {reviews.length < total && (
        <p className="text-sm text-base-content/80">
          Showing the latest {reviews.length} of {total} reviews.
        </p>
      )}
      <ul className="divide-y divide-base-300 rounded-box ring-1 ring-base-300">
        {reviews.map((review, i) => (
          <li key={`${review.name}-${i}`} className="flex gap-3 p-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-primary"
            >
              {initial(review.name)}
            </span>
            <div className="min-w-0 grow">
              <p className={`font-semibold ${WRAP}`}>{review.name}</p>
              <p className="flex items-center gap-2 text-sm text-base-content/80">
                <RatingStars rating={review.rating} />
                <span>
                  Rating: {review.rating} / {RATING_MAX}
                </span>
              </p>
              <p className={`mt-1 whitespace-pre-line ${WRAP}`}>{review.comment}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const initial = (name: string) => (name.trim()[0] ?? "?").toUpperCase();
