import { OWN_REVIEWS_PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../components/list/data-table";
import { ListPage } from "../../components/list/list-page";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { useDeleteReview } from "./api/delete-review";
import { type UserReview, useMyReviews } from "./api/get-my-reviews";
import { useUpdateReview } from "./api/update-review";
import { EditReviewDialog } from "./edit-review-dialog";
import { reviewColumns } from "./review-columns";

/** Own reviews list 1, 2, 3 or 5 per page (product.md §9); the largest is the default. */
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

  const columns = reviewColumns({
    deletingId: remove.isPending ? remove.variables?.reviewId : undefined,
    onEdit: setEditing,
    onDelete: (review) => void onDelete(review),
  });

  return (
    <ListPage title={MESSAGES.dashReviews.title} documentTitle={MESSAGES.dashReviews.documentTitle}>
      <DataTable
        query={reviews}
        rows={reviews.data?.reviews}
        columns={columns}
        errorText={MESSAGES.camps.reviewsLoadFailed}
        emptyText={MESSAGES.camps.noReviewsFoundUser}
        emptyAction={
          <Link to="/meals" className="btn btn-primary btn-sm">
            {MESSAGES.dashReviews.findCampToReview}
          </Link>
        }
        pager={{
          paging,
          totalPages: reviews.data?.totalPages,
          pageSizeOptions: OWN_REVIEWS_PAGE_SIZE_OPTIONS,
          label: MESSAGES.dashReviews.pagerLabel,
        }}
      />
      <EditReviewDialog comment={editing?.comment ?? null} onSave={onSave} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
