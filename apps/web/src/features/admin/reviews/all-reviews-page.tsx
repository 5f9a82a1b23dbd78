import { MESSAGES } from "../../../i18n/messages";
import { Link } from "react-router";
import { type Column, DataTable } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { ApiError, NETWORK_ERROR_STATUS } from "../../../lib/api-client";
import { confirmDestructive } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { usePaging } from "../../../lib/use-paging";
import { type ReviewedCampList, useReviewedCamps } from "./api/get-reviewed-camps";
import { useResetReviews } from "./api/reset-reviews";

/**
 * product.md §8: the server refused → "Failed to reset reviews. Please try again."; no answer at all (offline, the
 * connection dropped) → "Something went wrong: {message}".
 */
function resetFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) return MESSAGES.camps.resetFailed;
  return `${MESSAGES.camps.resetFailedPrefix}${error instanceof Error ? error.message : String(error)}`;
}

/** /admin/all-reviews: camps that have reviews; Delete resets a camp's reviews after confirmation. */
export function AllReviewsPage() {
  const T = MESSAGES.adminReviews;
  const C = MESSAGES.adminCommon;
  const paging = usePaging();
  const camps = useReviewedCamps(paging.page, paging.pageSize);
  const reset = useResetReviews();

  async function onReset(id: string) {
    if (!(await confirmDestructive())) return;
    try {
      await reset.mutateAsync(id);
    } catch (error) {
      notify.error(resetFailureText(error));
      return;
    }
    notify.success(MESSAGES.success.reviewsReset);
  }

  const columns: Column<ReviewedCampList["meals"][number]>[] = [
    { header: T.campTitle, cell: (m) => m.title, className: "min-w-48" },
    { header: C.likes, cell: (m) => m.likes },
    { header: T.reviewCount, cell: (m) => m.reviewsCount },
    {
      header: MESSAGES.outbox.actions,
      cell: (m) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
            {T.viewCamp}
          </Link>
          <button
            type="button"
            className="btn btn-error btn-sm"
            aria-label={T.deleteReviewsOf(m.title)}
            disabled={reset.isPending && reset.variables === m._id}
            onClick={() => onReset(m._id)}
          >
            {C.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <ListPage title={T.title} documentTitle={T.documentTitle}>
      <DataTable
        query={camps}
        rows={camps.data?.meals}
        columns={columns}
        emptyText={MESSAGES.camps.noReviewsFoundAdmin}
        pager={{ paging, totalPages: camps.data?.totalPages, label: T.pagerLabel }}
      />
    </ListPage>
  );
}
