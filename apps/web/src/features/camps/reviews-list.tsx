import { type PublicReview, RATING_MAX } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { RatingStars } from "../../components/camp/rating-stars";

type Props = {
  reviews: readonly PublicReview[];
  /** How many reviews the camp has in all (`reviewsCount`); the detail carries only the newest ones. */
  total: number;
};

/** Words that do not fit (a long name or comment) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/**
 * A camp's reviews: name (with "Verified attendee" when the reviewer was checked in at the camp, issue 21), rating
 * out of 5 and comment, or the invitation to write the first one.
 */
export function ReviewsList({ reviews, total }: Props) {
  if (reviews.length === 0) return <p>{MESSAGES.camps.noReviewsYet}</p>;
  return (
    <>
      {reviews.length < total && (
        <p className="text-sm text-base-content/80">{MESSAGES.reviewsUi.showingLatest(reviews.length, total)}</p>
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
              <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold ${WRAP}`}>
                {review.name}
                {review.verifiedAttendee && <VerifiedAttendee />}
              </p>
              <p className="flex items-center gap-2 text-sm text-base-content/80">
                <RatingStars rating={review.rating} />
                <span>{MESSAGES.reviewsUi.ratingValue(review.rating, RATING_MAX)}</span>
              </p>
              <p className={`mt-1 whitespace-pre-line ${WRAP}`}>{review.comment}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function VerifiedAttendee() {
  return (
    <span
      className="badge gap-1 badge-soft badge-sm badge-success font-medium"
      title={MESSAGES.tickets.verifiedAttendeeHint}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-3.5">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {MESSAGES.tickets.verifiedAttendee}
    </span>
  );
}

const initial = (name: string) => (name.trim()[0] ?? "?").toUpperCase();
