import { MESSAGES, type PublicReview, RATING_MAX } from "@medcamp/contract";

type Props = {
  reviews: readonly PublicReview[];
  /** How many reviews the camp has in all (`reviewsCount`); the detail carries only the newest ones. */
  total: number;
};

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
      <ul className="space-y-3">
        {reviews.map((review, i) => (
          <li key={`${review.name}-${i}`} className="rounded-box bg-base-200 p-3">
            <p className="font-semibold break-words">{review.name}</p>
            <p className="text-sm">
              <span aria-hidden="true" className="text-warning">
                {"★".repeat(review.rating)}
                {"☆".repeat(Math.max(0, RATING_MAX - review.rating))}
              </span>{" "}
              Rating: {review.rating} / {RATING_MAX}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{review.comment}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
