import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { cancelRequest, fetchMyRequests } from "./dashboard-api";

/** /user/meals: the camper's join requests; pending ones can be cancelled, delivered ones say "Delivered". */
export function MyRequestsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging();
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: ["my-requests", email, paging.page, paging.pageSize],
    queryFn: () => fetchMyRequests(email, paging.page, paging.pageSize),
    enabled: Boolean(email),
    placeholderData: keepPreviousData,
  });

  async function onCancel(id: string) {
    if (!(await confirmDestructive())) return;
    try {
      await cancelRequest(id);
      await showResult("Cancelled!", MESSAGES.success.requestCancelled, "success");
      await queryClient.invalidateQueries({ queryKey: ["my-requests"] });
    } catch {
      notify.error(MESSAGES.camps.cancelRequestFailed);
    }
  }

  const rows = requests.data?.mealRequests ?? [];
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
      >
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Meal Title</th>
                <th>Likes</th>
                <th>Reviews Count</th>
                <th>Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ mealRequest: r }, i) => (
                <tr key={r._id}>
                  <td>{(paging.page - 1) * paging.pageSize + i + 1}</td>
                  <td>{r.title}</td>
                  <td>{r.likes}</td>
                  <td>{r.reviews_count}</td>
                  <td>{r.status}</td>
                  <td>
                    {r.status === "delivered" ? (
                      <span className="badge badge-success">Delivered</span>
                    ) : (
                      <button type="button" className="btn btn-error btn-sm" onClick={() => onCancel(r._id)}>
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
      />
    </section>
  );
}
