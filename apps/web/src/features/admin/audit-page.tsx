import { AUDIT_ACTIONS, type AuditEntry, MESSAGES } from "@medcamp/contract";
import type { FormEvent } from "react";
import { type Column, DataTable } from "../../components/data-table";
import { ListPage } from "../../components/list-page";
import { usePaging } from "../../lib/use-paging";
import { type AuditFilters, useAudit } from "./api/get-audit";

const M = MESSAGES.audit;
const FILTER_NAMES = ["actor", "action", "mealId", "from", "to"] as const;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const LONGEST_VALUE = 80;

type Row = AuditEntry & { _id: string };

const show = (value: unknown) => {
  if (value === undefined || value === null) return M.nothing;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
};

/** The fields an entry changed: each one's value before and after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span>{M.nothing}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium">{field}</dt>
          <dd className="break-words">
            <span className="sr-only">{M.before}: </span>
            <del className="text-base-content/70">{show(entry.before?.[field])}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, {M.after}: </span>
            <ins className="no-underline">{show(entry.after?.[field])}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit (issue 23): every admin and staff action, newest first, filtered by actor, action, camp and days. */
export function AuditPage() {
  const paging = usePaging();
  const read = (name: (typeof FILTER_NAMES)[number]) => paging.params.get(name) ?? "";
  const filters: AuditFilters = {
    actor: read("actor"),
    action: read("action"),
    mealId: read("mealId"),
    from: read("from"),
    to: read("to"),
  };
  const audit = useAudit(filters, paging.page, paging.pageSize);
  const rows: Row[] | undefined = audit.data?.entries.map((e) => ({ ...e, _id: e.id }));
  const filtering = FILTER_NAMES.some((n) => filters[n] !== "");

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    paging.setFilters(Object.fromEntries(FILTER_NAMES.map((n) => [n, String(form.get(n) ?? "").trim() || undefined])));
  };
  const clear = () => paging.setFilters(Object.fromEntries(FILTER_NAMES.map((n) => [n, undefined])));

  const columns: Column<Row>[] = [
    { header: M.when, cell: (e) => <time dateTime={e.at}>{WHEN.format(new Date(e.at))}</time>, className: "min-w-36" },
    {
      header: M.who,
      className: "min-w-44",
      cell: (e) => (
        <div className="flex flex-col items-start">
          <span className="font-medium">{e.actor.name}</span>
          <span className="text-sm break-all text-base-content/80">{e.actor.email}</span>
          {filters.actor !== e.actor.id && (
            <button
              type="button"
              className="btn btn-link btn-xs h-auto min-h-6 px-0"
              onClick={() => paging.setFilters({ actor: e.actor.id })}
            >
              {M.onlyThisActor(e.actor.name)}
            </button>
          )}
        </div>
      ),
    },
    { header: M.action, cell: (e) => <code className="text-sm">{e.action}</code> },
    {
      header: M.target,
      className: "min-w-40",
      cell: (e) => (
        <div className="flex flex-col items-start">
          <span>{e.target.type}</span>
          <code className="text-xs break-all">{e.target.id}</code>
          {e.target.type === "camp" && filters.mealId !== e.target.id && (
            <button
              type="button"
              className="btn btn-link btn-xs h-auto min-h-6 px-0"
              onClick={() => paging.setFilters({ mealId: e.target.id })}
            >
              {M.onlyThisCamp}
            </button>
          )}
        </div>
      ),
    },
    { header: M.changes, cell: (e) => <Changes entry={e} />, className: "min-w-56" },
  ];

  return (
    <ListPage title={M.title} documentTitle="Audit log · MedCamp" wide>
      <p className="mb-4 text-base-content/80">{M.intro}</p>
      {/* Keyed by the address, so Back and Clear show the filters in force. */}
      <form
        key={paging.params.toString()}
        onSubmit={apply}
        aria-label={M.filters}
        className="mb-6 grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="form-control">
          <span className="label pb-1 text-sm font-medium">{M.actor}</span>
          <input name="actor" className="input input-bordered w-full" defaultValue={filters.actor} maxLength={100} />
        </label>
        <label className="form-control">
          <span className="label pb-1 text-sm font-medium">{M.action}</span>
          <select name="action" className="select select-bordered w-full" defaultValue={filters.action}>
            <option value="">{M.anyAction}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="form-control">
          <span className="label pb-1 text-sm font-medium">{M.campId}</span>
          <input name="mealId" className="input input-bordered w-full" defaultValue={filters.mealId} maxLength={36} />
        </label>
        <label className="form-control">
          <span className="label pb-1 text-sm font-medium">{M.from}</span>
          <input name="from" type="date" className="input input-bordered w-full" defaultValue={filters.from} />
        </label>
        <label className="form-control">
          <span className="label pb-1 text-sm font-medium">{M.to}</span>
          <input name="to" type="date" className="input input-bordered w-full" defaultValue={filters.to} />
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn btn-primary">
            {M.apply}
          </button>
          {filtering && (
            <button type="button" className="btn btn-ghost" onClick={clear}>
              {M.clear}
            </button>
          )}
        </div>
      </form>
      <DataTable
        query={audit}
        rows={rows}
        columns={columns}
        emptyText={M.empty}
        pager={{ paging, totalPages: audit.data?.totalPages, label: M.pagerLabel }}
      />
    </ListPage>
  );
}
