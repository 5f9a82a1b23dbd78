import { RATING_MAX, RATING_MIN } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useId, useState } from "react";
import { isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { useMyCampState } from "./api/get-my-camp-state";
import { useReviewCamp } from "./api/review-camp";
import { OwnReview } from "./own-review";
import { ReviewLengthCounter, reviewTooLong, reviewTooLongText } from "../../components/form/review-length";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** product.md §5: the review needs non-blank text and a chosen rating. */
export const reviewIsComplete = (comment: string, rating: string) => comment.trim() !== "" && rating !== "";

/**
 * Signed-in users review a camp once; the new review shows up in the list after the refetch. Once they reviewed it,
 * the form gives way to "Your review" with Edit (issue 17).
 */
export function ReviewForm({ campId }: { campId: string }) {
  const { user } = useAuth();
  const mine = useMyCampState(campId, user?.email);
  if (!user) return null;
  if (mine.data?.review) return <OwnReview campId={campId} email={user.email} review={mine.data.review} />;
  if (mine.isPending && mine.fetchStatus !== "idle") {
    return (
      <p role="status" className="text-sm text-base-content/70">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />{" "}
        {MESSAGES.reviewsUi.loadingYourReview}
      </p>
    );
  }
  // No review yet, or the state could not be read: the form (the server refuses a second review with a 409).
  return <NewReviewForm campId={campId} email={user.email} />;
}

function NewReviewForm({ campId, email }: { campId: string; email: string }) {
  const id = useId();
  const review = useReviewCamp(campId);
  const [comment, setComment] = useState("");
  const [rating, setRating] = useState("");
  const [error, setError] = useState("");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reviewIsComplete(comment, rating)) {
      setError(MESSAGES.camps.reviewInvalid);
      notify.error(MESSAGES.camps.reviewInvalid);
      return;
    }
    if (reviewTooLong(comment)) {
      setError(reviewTooLongText());
      return;
    }
    setError("");
    review.mutate(
      { email, comment: comment.trim(), rating: Number(rating) },
      {
        onSuccess: () => {
          notify.success(MESSAGES.success.reviewSubmitted);
          setComment("");
          setRating("");
        },
        onError: (err) => {
          if (isRefusal(err, "ALREADY_REVIEWED")) notify.info(MESSAGES.camps.alreadyReviewed);
          else notify.error(MESSAGES.camps.reviewFailed);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={MESSAGES.reviewsUi.leaveReview} className="space-y-3">
      <h3 className="text-lg font-semibold">{MESSAGES.reviewsUi.leaveReview}</h3>
      <div>
        <label htmlFor={`${id}-comment`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.reviewsUi.yourReview}
        </label>
        <textarea
          id={`${id}-comment`}
          className="textarea textarea-bordered w-full"
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={(error !== "" && comment.trim() === "") || reviewTooLong(comment)}
          aria-describedby={`${id}-count ${id}-error`}
        />
        <ReviewLengthCounter id={`${id}-count`} text={comment} />
      </div>
      <div>
        <label htmlFor={`${id}-rating`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.campCard.rating}
        </label>
        <select
          id={`${id}-rating`}
          className="select select-bordered"
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          aria-invalid={error !== "" && rating === ""}
          aria-describedby={`${id}-error`}
        >
          <option value="">{MESSAGES.reviewsUi.chooseRating}</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-error">
        {error}
      </p>
      <button type="submit" className="btn btn-primary" disabled={review.isPending}>
        {review.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {MESSAGES.reviewsUi.submitReview}
      </button>
    </form>
  );
}
