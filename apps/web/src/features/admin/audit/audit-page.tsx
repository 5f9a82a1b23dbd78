import { AUDIT_ACTIONS, type AuditEntry } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { type FormEvent, useEffect, useRef } from "react";
import { type Column, DataTable } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { usePaging } from "../../../lib/use-paging";
import { type AuditFilters, useAudit } from "./api/get-audit";
import { dateFormat } from "../../../i18n/intl";

const M = MESSAGES.audit;
const FILTER_NAMES = ["actor", "action", "mealId", "from", "to"] as const;
const LONGEST_VALUE = 80;

type Row = AuditEntry & { _id: string };

const show = (value: unknown) => {
  if (value === undefined || value === null) return M.nothing;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
};

/** One filter's labelled input, filled with the filter in force. */
function FilterInput({
  label,
  name,
  value,
  type = "text",
  maxLength,
}: {
  label: string;
  name: keyof AuditFilters;
  value: string;
  type?: "text" | "date";
  maxLength?: number;
}) {
  return (
    <label className="form-control">
      <span className="label pb-1 whitespace-normal text-sm font-medium">{label}</span>
      <input
        name={name}
        type={type}
        className="input input-bordered w-full"
        defaultValue={value}
        maxLength={maxLength}
      />
    </label>
  );
}

/** A row's shortcut to narrow the list to what it names (its actor, its camp). */
function FilterShortcut({ label, name, onPick }: { label: string; name?: string; onPick: () => void }) {
  return (
    <button type="button" className="btn btn-link btn-xs h-auto min-h-6 px-0" aria-label={name} onClick={onPick}>
      {label}
    </button>
  );
}

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
            <span aria-hidden="true" className="mx-1 inline-block rtl:-scale-x-100">
              →
            </span>
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

  // The fields show the filters in force after Back, a shortcut or Clear, without rebuilding the form (which would
  // drop the keyboard's place).
  const form = useRef<HTMLFormElement>(null);
  const inForce = FILTER_NAMES.map((n) => filters[n]).join("\n");
  useEffect(() => {
    const values = inForce.split("\n");
    FILTER_NAMES.forEach((n, i) => {
      const field = form.current?.elements.namedItem(n);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = values[i] ?? "";
    });
  }, [inForce]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    paging.setFilters(Object.fromEntries(FILTER_NAMES.map((n) => [n, String(form.get(n) ?? "").trim() || undefined])));
  };
  const clear = () => paging.setFilters(Object.fromEntries(FILTER_NAMES.map((n) => [n, undefined])));

  const columns: Column<Row>[] = [
    {
      header: M.when,
      cell: (e) => (
        <time dateTime={e.at}>{dateFormat({ dateStyle: "medium", timeStyle: "medium" }).format(new Date(e.at))}</time>
      ),
      className: "min-w-36",
    },
    {
      header: M.who,
      className: "min-w-44",
      cell: (e) => (
        <div className="flex flex-col items-start">
          <span className="font-medium">{e.actor.name}</span>
          <span className="text-sm break-all text-base-content/80">
            <bdi>{e.actor.email}</bdi>
          </span>
          {/* Always there (a no-op once in force), so the keyboard's place survives the press. */}
          <FilterShortcut
            label={M.onlyThisActor(e.actor.name)}
            onPick={() => paging.setFilters({ actor: e.actor.id })}
          />
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
          {e.target.type === "camp" && (
            <FilterShortcut
              label={M.onlyThisCamp}
              name={M.onlyThisCampOf(e.target.id)}
              onPick={() => paging.setFilters({ mealId: e.target.id })}
            />
          )}
        </div>
      ),
    },
    { header: M.changes, cell: (e) => <Changes entry={e} />, className: "min-w-56" },
  ];

  return (
    <ListPage title={M.title} documentTitle={MESSAGES.adminAudit.documentTitle} wide>
      <p className="mb-4 text-base-content/80">{M.intro}</p>
      <form
        ref={form}
        onSubmit={apply}
        aria-label={M.filters}
        className="mb-6 grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterInput label={M.actor} name="actor" value={filters.actor} maxLength={100} />
        <label className="form-control">
          <span className="label pb-1 whitespace-normal text-sm font-medium">{M.action}</span>
          <select name="action" className="select select-bordered w-full" defaultValue={filters.action}>
            <option value="">{M.anyAction}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <FilterInput label={M.campId} name="mealId" value={filters.mealId} maxLength={36} />
        <FilterInput label={M.from} name="from" type="date" value={filters.from} />
        <FilterInput label={M.to} name="to" type="date" value={filters.to} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn btn-primary">
            {M.apply}
          </button>
          <button type="button" className="btn btn-ghost" onClick={clear} aria-disabled={!filtering}>
            {M.clear}
          </button>
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
