import { EXPORT_PATHS, type Meal } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { Fragment, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { formatFee } from "../../../components/camp/camp-card";
import { type Column, DataTable, type RowTool } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { confirmDestructive, showResult } from "../../../lib/confirm";
import { usePaging } from "../../../lib/use-paging";
import { queryChoice } from "../../../lib/use-query-state";
import { useDeleteCamp } from "./api/delete-camp";
import { type CampSort, useAdminCamps } from "./api/get-admin-camps";
import { UpdateCampDialog } from "./update-camp-dialog";

/** The query name of the order (architecture.md §5): `likes` or `reviewsCount`, left out for Default. */
const SORT_PARAM = "sort";
const CAMP_SORTS = ["likes", "reviewsCount"] as const satisfies readonly CampSort[];

/** The orders offered, labelled when the page renders (in the language being read). */
const sorts = (): ReadonlyArray<{ value: CampSort; label: string }> => [
  { value: "", label: MESSAGES.adminManageCamps.sortDefault },
  { value: "likes", label: MESSAGES.adminCommon.likes },
  { value: "reviewsCount", label: MESSAGES.adminManageCamps.reviewsCount },
];

/**
 * /admin/all-meal: every camp, sortable (the order is kept in the URL), with Update, Delete and View; beyond the spec
 * (issue 21) what other features add to each camp (`campTools`: its intake Questions, its Check-in page and its
 * Attendance), and (issue 23) its participants as CSV; `pageTools`: links beside the sort order (issue 41: the reports
 * over a range of dates).
 */
export function ManageCampsPage({
  campTools = [],
  pageTools,
}: {
  campTools?: readonly RowTool<Meal>[];
  pageTools?: ReactNode;
}) {
  const T = MESSAGES.adminManageCamps;
  const C = MESSAGES.adminCommon;
  const id = useId();
  const paging = usePaging();
  const sortBy = queryChoice(paging.params.get(SORT_PARAM), CAMP_SORTS) ?? "";
  const [editing, setEditing] = useState<Meal | null>(null);
  const camps = useAdminCamps(sortBy, paging.page, paging.pageSize);
  const remove = useDeleteCamp();

  async function onDelete(camp: Meal) {
    if (!(await confirmDestructive())) return;
    try {
      await remove.mutateAsync(camp._id);
    } catch {
      await showResult(MESSAGES.camps.deleteFailedTitle, MESSAGES.camps.deleteFailed, "error");
      return;
    }
    await showResult(MESSAGES.success.deletedTitle, MESSAGES.success.deleted, "success");
  }

  const first = camps.data ? (camps.data.page - 1) * camps.data.limit + 1 : 1;
  const columns: Column<Meal>[] = [
    { header: "#", cell: (_, i) => first + i },
    { header: C.title, cell: (m) => m.title, className: "min-w-48" },
    { header: C.fee, cell: (m) => formatFee(m.price) },
    { header: C.likes, cell: (m) => m.likes },
    { header: T.reviewsCount, cell: (m) => m.reviewsCount },
    { header: T.rating, cell: (m) => m.rating.toFixed(1) },
    { header: T.distributor, cell: (m) => m.distributor.name },
    {
      header: MESSAGES.outbox.actions,
      cell: (m) => (
        <div className="flex gap-1 whitespace-nowrap">
          <button type="button" className="btn btn-sm" onClick={() => setEditing(m)}>
            {T.update}
          </button>
          <button
            type="button"
            className="btn btn-error btn-sm"
            disabled={remove.isPending && remove.variables === m._id}
            onClick={() => onDelete(m)}
          >
            {C.delete}
          </button>
          <Link to={`/meal/${m._id}`} className="btn btn-ghost btn-sm">
            {MESSAGES.outbox.view}
          </Link>
          {campTools.map((tool, i) => (
            <Fragment key={i}>{tool.cell(m)}</Fragment>
          ))}
          <a
            href={EXPORT_PATHS.participants(m._id)}
            download
            className="btn btn-outline btn-sm"
            aria-label={MESSAGES.exports.participantsOf(m.title)}
          >
            {MESSAGES.exports.participants}
          </a>
        </div>
      ),
    },
  ];

  const sortSelect = (
    <div>
      <label htmlFor={`${id}-sort`} className="label pb-1 whitespace-normal text-sm font-medium">
        {T.sortBy}
      </label>
      <select
        id={`${id}-sort`}
        className="select select-bordered"
        value={sortBy}
        onChange={(e) => paging.setFilters({ [SORT_PARAM]: e.target.value })}
      >
        {sorts().map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <ListPage
      title={T.title}
      documentTitle={T.documentTitle}
      wide
      toolbar={
        pageTools ? (
          <div className="flex flex-wrap items-end gap-2">
            {pageTools}
            {sortSelect}
          </div>
        ) : (
          sortSelect
        )
      }
    >
      <DataTable
        query={camps}
        rows={camps.data?.meals}
        columns={columns}
        emptyText={MESSAGES.camps.noCampFound}
        pager={{ paging, totalPages: camps.data?.totalPages, label: T.pagerLabel }}
      />
      <UpdateCampDialog camp={editing} onClose={() => setEditing(null)} />
      {campTools.map((tool, i) => (
        <Fragment key={i}>{tool.dialog}</Fragment>
      ))}
    </ListPage>
  );
}
