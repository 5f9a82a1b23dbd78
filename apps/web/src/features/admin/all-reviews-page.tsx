import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { ApiError } from "../../lib/api-client";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { fetchReviewedCamps, resetReviews } from "./admin-api";

/** /admin/all-reviews: camps that have reviews; Delete resets a camp's reviews after confirmation. */
export function AllReviewsPage() {
  const paging = usePaging();
  const queryClient = useQueryClient();
  const camps = useQuery({
    queryKey: ["reviewed-meals", paging.page, paging.pageSize],
    queryFn: () => fetchReviewedCamps(paging.page, paging.pageSize),
    placeholderData: keepPreviousData,
  });

  async function onReset(id: string) {
    if (!(await confirmDestructive())) return;
    try {
      await resetReviews(id);
      notify.success(MESSAGES.success.reviewsReset);
      await queryClient.invalidateQueries();
    } catch (error) {
      notify.error(
        error instanceof ApiError ? MESSAGES.camps.resetFailed : `${MESSAGES.camps.resetFailedPrefix}${String(error)}`,
      );
    }
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
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>Camp Title</th>
                <th>Likes</th>
                <th>Review Count</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m._id}>
                  <td>{m.title}</td>
                  <td>{m.likes}</td>
                  <td>{m.reviewsCount}</td>
                  <td className="flex flex-wrap gap-1">
                    <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
                      View Camp
                    </Link>
                    <button
                      type="button"
                      className="btn btn-error btn-sm"
                      aria-label={`Delete reviews of ${m.title}`}
                      onClick={() => onReset(m._id)}
                    >
                      Delete
                    </button>
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
      />
    </section>
  );
}
