import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { ApiError, NETWORK_ERROR_STATUS } from "../../lib/api-client";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePageClamp } from "../../lib/use-page-clamp";
import { usePaging } from "../../lib/use-paging";
import { useReviewedCamps } from "./api/get-reviewed-camps";
import { useResetReviews } from "./api/reset-reviews";

/**
 * SPEC §8: the server refused → "Failed to reset reviews. Please try again."; no answer at all (offline, the
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
  usePageClamp(paging.page, camps.data?.totalPages, paging.setPage);

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

  const rows = camps.data?.meals ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="all-reviews-title">
      <title>All Reviews · MedCamp</title>
      <h1 id="all-reviews-title" className="mb-6 text-3xl font-bold">
        All Reviews
      </h1>
      <QueryState
        loading={camps.isPending}
        error={camps.error}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noReviewsFoundAdmin}
      >
        <div className="overflow-x-auto rounded-box border border-base-300" aria-busy={camps.isFetching}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Camp Title</th>
                <th scope="col">Likes</th>
                <th scope="col">Review Count</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m._id}>
                  <td className="min-w-48">{m.title}</td>
                  <td>{m.likes}</td>
                  <td>{m.reviewsCount}</td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <ListPager
        page={paging.page}
        totalPages={camps.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        label="Reviewed camp pages"
      />
    </section>
  );
}
