import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { useCancelRequest } from "./api/cancel-request";
import { type MyRequest, useMyRequests } from "./api/get-my-requests";
import { usePageClamp } from "../../lib/use-page-clamp";

/** The server's "delivered" is the spec's "served": such a request can no longer be cancelled. */
const isServed = (request: MyRequest) => request.status === "delivered";

/** /user/meals: the camper's join requests; pending ones can be cancelled, delivered ones say "Delivered". */
export function MyRequestsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging();
  const requests = useMyRequests(email, paging.page, paging.pageSize);
  const cancel = useCancelRequest(email);
  usePageClamp(paging.page, requests.data?.totalPages, paging.setPage);

  async function onCancel(id: string) {
    if (!(await confirmDestructive())) return;
    try {
      await cancel.mutateAsync(id);
    } catch {
      notify.error(MESSAGES.camps.cancelRequestFailed);
      return;
    }
    await showResult("Cancelled!", MESSAGES.success.requestCancelled, "success");
  }

  const rows = requests.data?.mealRequests ?? [];
  const first = (paging.page - 1) * paging.pageSize + 1;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="requests-title">
      <title>Camp Request · MedCamp</title>
      <h1 id="requests-title" className="mb-6 text-3xl font-bold">
        My Meal Requests
      </h1>
      <QueryState
        loading={requests.isPending}
        error={requests.error}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noMealRequestFound}
        emptyAction={
          <Link to="/meals" className="btn btn-primary btn-sm">
            Browse camps
          </Link>
        }
      >
        <div className="overflow-x-auto rounded-box border border-base-300" aria-busy={requests.isFetching}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Meal Title</th>
                <th scope="col">Likes</th>
                <th scope="col">Reviews Count</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ mealRequest: r }, i) => (
                <tr key={r._id}>
                  <td>{first + i}</td>
                  <td className="min-w-40">{r.title}</td>
                  <td>{r.likes}</td>
                  <td>{r.reviews_count}</td>
                  <td className="capitalize">{r.status}</td>
                  <td>
                    {isServed(r) ? (
                      <span className="font-medium text-success">Delivered</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-error btn-sm"
                        aria-label={`Cancel the request for ${r.title}`}
                        disabled={cancel.isPending && cancel.variables === r._id}
                        onClick={() => onCancel(r._id)}
                      >
                        Cancel
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <ListPager
        page={paging.page}
        totalPages={requests.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        label="Camp request pages"
      />
    </section>
  );
}
