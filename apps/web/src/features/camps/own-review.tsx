import { RATING_MAX } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId, useState } from "react";
import { notify } from "../../lib/toast";
import { EditReviewDialog } from "../../components/form/edit-review-dialog";
import { useUpdateReview } from "../../lib/update-review";
import type { MyCampState } from "./api/get-my-camp-state";

type Props = { campId: string; email: string; review: NonNullable<MyCampState["review"]> };

/** The user's own review of the camp in place of the review form (issue 17): stars, text, and Edit (the comment). */
export function OwnReview({ campId, email, review }: Props) {
  const id = useId();
  const update = useUpdateReview(email);
  const [editing, setEditing] = useState(false);

  async function onSave(comment: string): Promise<boolean> {
    try {
      await update.mutateAsync({ reviewId: review._id, mealId: campId, newComment: comment });
    } catch {
      notify.error(MESSAGES.camps.updateReviewFailed);
      return false;
    }
    notify.success(MESSAGES.success.reviewUpdated);
    return true;
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-box border border-base-300 p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {MESSAGES.reviewsUi.yourReview}
      </h3>
      <p>
        <span aria-hidden="true" className="text-warning">
          {"★".repeat(review.rating)}
          {"☆".repeat(Math.max(0, RATING_MAX - review.rating))}
        </span>{" "}
        <span className="text-sm text-base-content/70">
          {MESSAGES.reviewsUi.ratingOutOf(review.rating, RATING_MAX)}
        </span>
      </p>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.comment}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={MESSAGES.reviewsUi.editTitle}
        onClick={() => setEditing(true)}
      >
        {MESSAGES.reviewsUi.edit}
      </button>
      <EditReviewDialog comment={editing ? review.comment : null} onSave={onSave} onClose={() => setEditing(false)} />
    </section>
  );
}
