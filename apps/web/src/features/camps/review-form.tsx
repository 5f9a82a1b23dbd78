import { MESSAGES, RATING_MAX, RATING_MIN } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { reviewMeal } from "./api/camps-api";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Signed-in users review a camp once: non-blank text and a rating 1-5 (SPEC §5). */
export function ReviewForm({ mealId, onReviewed }: { mealId: string; onReviewed: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const [comment, setComment] = useState("");
  const [rating, setRating] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  if (!user) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim() || !rating) {
      setError(MESSAGES.camps.reviewInvalid);
      notify.error(MESSAGES.camps.reviewInvalid);
      return;
    }
    setError("");
    setSending(true);
    try {
      await reviewMeal(mealId, { email: user!.email, comment: comment.trim(), rating: Number(rating) });
      notify.success(MESSAGES.success.reviewSubmitted);
      setComment("");
      setRating("");
      onReviewed();
    } catch (err) {
      if (err instanceof ApiError && err.message === MESSAGES.camps.alreadyReviewed) notify.info(err.message);
      else notify.error(MESSAGES.camps.reviewFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Leave a review" className="space-y-3">
      <h3 className="text-lg font-semibold">Leave a review</h3>
      <div>
        <label htmlFor={`${id}-comment`} className="label pb-1 text-sm font-medium">
          Your review
        </label>
        <textarea
          id={`${id}-comment`}
          className="textarea textarea-bordered w-full"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-rating`} className="label pb-1 text-sm font-medium">
          Rating
        </label>
        <select
          id={`${id}-rating`}
          className="select select-bordered"
          value={rating}
          onChange={(e) => setRating(e.target.value)}
        >
          <option value="">Choose a rating</option>
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
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Submit review
      </button>
    </form>
  );
}
