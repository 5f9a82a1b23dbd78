import { MESSAGES, type Meal, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { useId, useState } from "react";
import { Link } from "react-router";
import { formatFee } from "../../components/camp-card";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { usePageClamp } from "../../lib/use-page-clamp";
import { usePaging } from "../../lib/use-paging";
import { useDeleteCamp } from "./api/delete-camp";
import { type CampSort, useAdminCamps } from "./api/get-admin-camps";
import { UpdateCampDialog } from "./update-camp-dialog";

const SORTS: ReadonlyArray<{ value: CampSort; label: string }> = [
  { value: "", label: "Default" },
  { value: "likes", label: "Likes" },
  { value: "reviewsCount", label: "Reviews Count" },
];

/** /admin/all-meal: every camp, sortable, with Update, Delete and View. */
export function ManageCampsPage() {
  const id = useId();
  const paging = usePaging();
  const [sortBy, setSortBy] = useState<CampSort>("");
  const [editing, setEditing] = useState<Meal | null>(null);
  const camps = useAdminCamps(sortBy, paging.page, paging.pageSize);
  const remove = useDeleteCamp();
  usePageClamp(paging.page, camps.data?.totalPages, paging.setPage);

  async function onDelete(meal: Meal) {
    if (!(await confirmDestructive())) return;
    try {
      await remove.mutateAsync(meal._id);
    } catch {
      await showResult(MESSAGES.camps.deleteFailedTitle, MESSAGES.camps.deleteFailed, "error");
      return;
    }
    await showResult(MESSAGES.success.deletedTitle, MESSAGES.success.deleted, "success");
  }

  const rows = camps.data?.meals ?? [];
  const first = camps.data ? (camps.data.page - 1) * camps.data.limit + 1 : 1;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>All Camps · Admin · MedCamp</title>
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
              setSortBy(e.target.value as CampSort);
              paging.setPage(1);
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        loading={camps.isPending}
        error={camps.error}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noCampFound}
      >
        <div className="overflow-x-auto rounded-box border border-base-300" aria-busy={camps.isFetching}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">Fee</th>
                <th scope="col">Likes</th>
                <th scope="col">Reviews Count</th>
                <th scope="col">Rating</th>
                <th scope="col">Distributor</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m, i) => (
                <tr key={m._id}>
                  <td>{first + i}</td>
                  <td className="min-w-48">{m.title}</td>
                  <td>{formatFee(m.price)}</td>
                  <td>{m.likes}</td>
                  <td>{m.reviewsCount}</td>
                  <td>{m.rating.toFixed(1)}</td>
                  <td>{m.distributor.name}</td>
                  <td>
                    <div className="flex gap-1 whitespace-nowrap">
                      <button type="button" className="btn btn-sm" onClick={() => setEditing(m)}>
                        Update
                      </button>
                      <button
                        type="button"
                        className="btn btn-error btn-sm"
                        disabled={remove.isPending && remove.variables === m._id}
                        onClick={() => onDelete(m)}
                      >
                        Delete
                      </button>
                      <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
                        View
                      </Link>
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
        label="Camp pages"
      />
      <UpdateCampDialog meal={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
