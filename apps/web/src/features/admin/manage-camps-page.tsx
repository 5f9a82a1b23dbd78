import { MESSAGES, type Meal, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { usePaging } from "../../lib/use-paging";
import { deleteCamp, fetchCamps } from "./admin-api";
import { UpdateCampDialog } from "./update-camp-dialog";

/** /admin/all-meal: every camp, sortable, with Update, Delete and View. */
export function ManageCampsPage() {
  const id = useId();
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [sortBy, setSortBy] = useState("");
  const [editing, setEditing] = useState<Meal | null>(null);
  const camps = useQuery({
    queryKey: ["meals", "admin", sortBy, paging.page, paging.pageSize],
    queryFn: () => fetchCamps(paging.page, paging.pageSize, sortBy || undefined),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["meals"] });

  async function onDelete(meal: Meal) {
    if (!(await confirmDestructive())) return;
    try {
      await deleteCamp(meal._id);
      await refresh();
      await showResult(MESSAGES.success.deletedTitle, MESSAGES.success.deleted, "success");
    } catch {
      await showResult(MESSAGES.camps.deleteFailedTitle, MESSAGES.camps.deleteFailed, "error");
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>All Camps · MedCamp admin</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 id={`${id}-title`} className="text-3xl font-bold">
          All Camps
        </h1>
        <div>
          <label htmlFor={`${id}-sort`} className="label pb-1 text-sm font-medium">
            Sort By
          </label>
          <select
            id={`${id}-sort`}
            className="select select-bordered"
            value={sortBy}
            onChange={(e) => {
              setSortBy(e.target.value);
              paging.setPage(1);
            }}
          >
            <option value="">Default</option>
            <option value="likes">Likes</option>
            <option value="reviewsCount">Reviews Count</option>
          </select>
        </div>
      </div>
      <QueryState loading={camps.isPending} error={camps.error}>
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Title</th>
                <th>Fee</th>
                <th>Likes</th>
                <th>Reviews Count</th>
                <th>Rating</th>
                <th>Distributor</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {camps.data?.meals.map((m, i) => (
                <tr key={m._id}>
                  <td>{(paging.page - 1) * paging.pageSize + i + 1}</td>
                  <td>{m.title}</td>
                  <td>${m.price}</td>
                  <td>{m.likes}</td>
                  <td>{m.reviewsCount}</td>
                  <td>{m.rating.toFixed(1)}</td>
                  <td>{m.distributor.name}</td>
                  <td className="flex flex-wrap gap-1">
                    <button type="button" className="btn btn-sm" onClick={() => setEditing(m)}>
                      Update
                    </button>
                    <button type="button" className="btn btn-error btn-sm" onClick={() => onDelete(m)}>
                      Delete
                    </button>
                    <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
                      View
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
        totalPages={camps.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      <UpdateCampDialog meal={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </section>
  );
}
