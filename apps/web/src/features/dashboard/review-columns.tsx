import { Link } from "react-router";
import type { Column } from "../../components/data-table";
import type { UserReview } from "./api/get-my-reviews";

type Actions = {
  /** The review being deleted right now (its Delete button is disabled). */
  deletingId: string | undefined;
  onEdit: (review: UserReview) => void;
  onDelete: (review: UserReview) => void;
};

// "N/A" when the camp has no title: it cannot happen here (deleting a camp deletes its reviews), but the product asks
// for it and it costs nothing; a component test covers it.
const campTitle = (review: UserReview) => review.title ?? "N/A";

/** Camp Title (N/A once the camp is gone), Likes, Review, and the Edit / Delete / View camp actions. */
export function reviewColumns({ deletingId, onEdit, onDelete }: Actions): Column<UserReview>[] {
  return [
    { header: "Camp Title", cell: campTitle, className: "min-w-32" },
    { header: "Likes", cell: (r) => r.likes },
    { header: "Review", cell: (r) => r.comment, className: "min-w-48 whitespace-pre-line" },
    {
      header: "Actions",
      cell: (r) => (
        <div className="flex gap-1 whitespace-nowrap">
          <button
            type="button"
            className="btn btn-sm"
            aria-label={`Edit your review of ${campTitle(r)}`}
            onClick={() => onEdit(r)}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn btn-error btn-sm"
            aria-label={`Delete your review of ${campTitle(r)}`}
            disabled={deletingId === r._id}
            onClick={() => onDelete(r)}
          >
            Delete
          </button>
          <Link
            to={`/meal/${encodeURIComponent(r.mealId)}`}
            className="btn btn-ghost btn-sm"
            aria-label={`View camp ${campTitle(r)}`}
          >
            View camp
          </Link>
        </div>
      ),
    },
  ];
}
