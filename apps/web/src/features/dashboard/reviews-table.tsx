import { Link } from "react-router";
import type { UserReview } from "./api/get-my-reviews";

type Props = {
  reviews: UserReview[];
  busy: boolean;
  deletingId: string | undefined;
  onEdit: (review: UserReview) => void;
  onDelete: (review: UserReview) => void;
};

/** Camp Title (N/A once the camp is gone), Likes, Review, and the Edit / Delete / View camp actions. */
export function ReviewsTable({ reviews, busy, deletingId, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300" aria-busy={busy}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Camp Title</th>
            <th scope="col">Likes</th>
            <th scope="col">Review</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => {
            // SPEC §2 "N/A if missing". It cannot happen here (deleting a camp deletes its reviews), but the spec asks
            // for it and it costs nothing; a component test covers it.
            const title = review.title ?? "N/A";
            return (
              <tr key={review._id}>
                <td className="min-w-32">{title}</td>
                <td>{review.likes}</td>
                <td className="min-w-48 whitespace-pre-line">{review.comment}</td>
                <td>
                  <div className="flex gap-1 whitespace-nowrap">
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={`Edit your review of ${title}`}
                      onClick={() => onEdit(review)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-error btn-sm"
                      aria-label={`Delete your review of ${title}`}
                      disabled={deletingId === review._id}
                      onClick={() => onDelete(review)}
                    >
                      Delete
                    </button>
                    <Link
                      to={`/meal/${encodeURIComponent(review.mealId)}`}
                      className="btn btn-ghost btn-sm"
                      aria-label={`View camp ${title}`}
                    >
                      View camp
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
