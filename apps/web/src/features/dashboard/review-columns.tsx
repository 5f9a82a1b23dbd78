import { Link } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import type { Column } from "../../components/list/data-table";
import type { UserReview } from "./api/get-my-reviews";

type Actions = {
  /** The review being deleted right now (its Delete button is disabled). */
  deletingId: string | undefined;
  onEdit: (review: UserReview) => void;
  onDelete: (review: UserReview) => void;
};

// "N/A" when the camp has no title: it cannot happen here (deleting a camp deletes its reviews), but the product asks
// for it and it costs nothing; a component test covers it.
const campTitle = (review: UserReview) => review.title ?? MESSAGES.dashReviews.noTitle;

/** Camp Title (N/A once the camp is gone), Likes, Review, and the Edit / Delete / View camp actions. */
export function reviewColumns({ deletingId, onEdit, onDelete }: Actions): Column<UserReview>[] {
  const TEXT = MESSAGES.dashReviews;
  return [
    { header: TEXT.campTitle, cell: campTitle, className: "min-w-32" },
    { header: MESSAGES.dashRequests.likes, cell: (r) => r.likes },
    { header: TEXT.review, cell: (r) => r.comment, className: "min-w-48 whitespace-pre-line" },
    {
      header: MESSAGES.dashRequests.actions,
      cell: (r) => (
        <div className="flex gap-1 whitespace-nowrap">
          <button type="button" className="btn btn-sm" aria-label={TEXT.editOf(campTitle(r))} onClick={() => onEdit(r)}>
            {MESSAGES.reviewsUi.edit}
          </button>
          <button
            type="button"
            className="btn btn-error btn-sm"
            aria-label={TEXT.deleteOf(campTitle(r))}
            disabled={deletingId === r._id}
            onClick={() => onDelete(r)}
          >
            {TEXT.delete}
          </button>
          <Link
            to={`/meal/${encodeURIComponent(r.mealId)}`}
            className="btn btn-ghost btn-sm"
            aria-label={TEXT.viewCampOf(campTitle(r))}
          >
            {TEXT.viewCamp}
          </Link>
        </div>
      ),
    },
  ];
}
