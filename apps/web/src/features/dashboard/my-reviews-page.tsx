import { MESSAGES, OWN_REVIEWS_PAGE_SIZE_OPTIONS, type UserReview } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { deleteReview, fetchMyReviews, updateReview } from "./dashboard-api";
import { EditReviewDialog } from "./edit-review-dialog";

/** /user/reviews: the camper's reviews, with Edit (modal), Delete (confirmed) and View camp. */
export function MyReviewsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging(OWN_REVIEWS_PAGE_SIZE_OPTIONS[OWN_REVIEWS_PAGE_SIZE_OPTIONS.length - 1]);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<UserReview | null>(null);
  const reviews = useQuery({
    queryKey: ["my-reviews", email, paging.page, paging.pageSize],
    queryFn: () => fetchMyReviews(email, paging.page, paging.pageSize),
    enabled: Boolean(email),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["my-reviews"] });

  async function onSave(comment: string) {
    if (!editing) return;
    try {
      await updateReview({ email, reviewId: editing._id, mealId: editing.mealId, newComment: comment });
      notify.success(MESSAGES.success.reviewUpdated);
      await refresh();
    } catch {
      notify.error(MESSAGES.camps.updateReviewFailed);
    }
  }

  async function onDelete(review: UserReview) {
    if (!(await confirmDestructive())) return;
    try {
      await deleteReview({ email, reviewId: review._id, mealId: review.mealId });
      notify.success(MESSAGES.success.reviewDeleted);
      await refresh();
    } catch {
      notify.error(MESSAGES.camps.deleteReviewFailed);
    }
  }

  const rows = reviews.data?.reviews ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="reviews-title">
      <title>User Reviews · MedCamp</title>
      <h1 id="reviews-title" className="mb-6 text-3xl font-bold">
        My Reviews
      </h1>
      <QueryState
        loading={reviews.isPending}
        error={reviews.error}
        errorText={MESSAGES.camps.reviewsLoadFailed}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noReviewsFoundUser}
      >
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>Camp Title</th>
                <th>Likes</th>
                <th>Review</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((review) => (
                <tr key={review._id}>
                  <td>{review.title ?? "N/A"}</td>
                  <td>{review.likes}</td>
                  <td className="min-w-48">{review.comment}</td>
                  <td className="flex flex-wrap gap-2">
                    <button type="button" className="btn btn-sm" onClick={() => setEditing(review)}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-error btn-sm" onClick={() => onDelete(review)}>
                      Delete
                    </button>
                    <Link to={`/meal/${review.mealId}`} className="btn btn-ghost btn-sm">
                      View camp
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <ListPager
        page={paging.page}
        totalPages={reviews.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={OWN_REVIEWS_PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      <EditReviewDialog comment={editing?.comment ?? null} onSave={onSave} onClose={() => setEditing(null)} />
    </section>
  );
}
