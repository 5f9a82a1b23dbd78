import { MESSAGES } from "../../i18n/messages";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/data-table";
import { ListPage } from "../../components/list-page";
import { ApiError, NETWORK_ERROR_STATUS } from "../../lib/api-client";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
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
    { header: "Camp Title", cell: (m) => m.title, className: "min-w-48" },
    { header: "Likes", cell: (m) => m.likes },
    { header: "Review Count", cell: (m) => m.reviewsCount },
    {
      header: "Actions",
      cell: (m) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
            View Camp
          </Link>
          <button
            type="button"
            className="btn btn-error btn-sm"
            aria-label={`Delete reviews of ${m.title}`}
            disabled={reset.isPending && reset.variables === m._id}
            onClick={() => onReset(m._id)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <ListPage title="All Reviews" documentTitle="All Reviews · MedCamp">
      <DataTable
        query={camps}
        rows={camps.data?.meals}
        columns={columns}
        emptyText={MESSAGES.camps.noReviewsFoundAdmin}
        pager={{ paging, totalPages: camps.data?.totalPages, label: "Reviewed camp pages" }}
      />
    </ListPage>
  );
}
