import { MESSAGES, OWN_REVIEWS_PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { useState } from "react";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { useDeleteReview } from "./api/delete-review";
import { type UserReview, useMyReviews } from "./api/get-my-reviews";
import { useUpdateReview } from "./api/update-review";
import { EditReviewDialog } from "./edit-review-dialog";
import { ReviewsTable } from "./reviews-table";
import { usePageClamp } from "../../lib/use-page-clamp";

/** Own reviews list 1, 2, 3 or 5 per page (SPEC §9); the largest is the default. */
const DEFAULT_SIZE = OWN_REVIEWS_PAGE_SIZE_OPTIONS[OWN_REVIEWS_PAGE_SIZE_OPTIONS.length - 1];

/** /user/reviews: the camper's reviews, with Edit (modal), Delete (confirmed) and View camp. */
export function MyReviewsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging(DEFAULT_SIZE);
  const reviews = useMyReviews(email, paging.page, paging.pageSize);
  const update = useUpdateReview(email);
  const remove = useDeleteReview(email);
  const [editing, setEditing] = useState<UserReview | null>(null);
  usePageClamp(paging.page, reviews.data?.totalPages, paging.setPage);

  async function onSave(comment: string): Promise<boolean> {
    if (!editing) return false;
    try {
      await update.mutateAsync({ reviewId: editing._id, mealId: editing.mealId, newComment: comment });
    } catch {
      notify.error(MESSAGES.camps.updateReviewFailed);
      return false;
    }
    notify.success(MESSAGES.success.reviewUpdated);
    return true;
  }

  async function onDelete(review: UserReview) {
    if (!(await confirmDestructive())) return;
    try {
      await remove.mutateAsync({ reviewId: review._id, mealId: review.mealId });
    } catch {
      notify.error(MESSAGES.camps.deleteReviewFailed);
      return;
    }
    notify.success(MESSAGES.success.reviewDeleted);
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
        emptyAction={
          <Link to="/meals" className="btn btn-primary btn-sm">
            Find a camp to review
          </Link>
        }
      >
        <ReviewsTable
          reviews={rows}
          busy={reviews.isFetching}
          deletingId={remove.isPending ? remove.variables?.reviewId : undefined}
          onEdit={setEditing}
          onDelete={onDelete}
        />
      </QueryState>
      <ListPager
        page={paging.page}
        totalPages={reviews.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={OWN_REVIEWS_PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        label="Review pages"
      />
      <EditReviewDialog comment={editing?.comment ?? null} onSave={onSave} onClose={() => setEditing(null)} />
    </section>
  );
}
