import { type BulkServeAnswer } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { Fragment, useState } from "react";
import { type Column, type ColumnTool, DataTable } from "../../../components/list/data-table";
import { DeclineReason } from "../../../components/camp/decline-reason";
import { ListPage } from "../../../components/list/list-page";
import { ClearFiltersLink } from "../../../components/list/clear-filters-link";
import { USER_SEARCH_PARAMS, UserSearchForm, useUserSearch } from "../../../components/list/user-search-form";
import { confirmDecline } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { usePaging } from "../../../lib/use-paging";
import { type AdminRequest, useRequests } from "./api/get-requests";
import { type ServeAction, useServeRequest, useServeRequests } from "./api/serve-request";
import { BulkServeBar } from "./bulk-serve-bar";
import { ServeStatusBadge } from "./serve-status-badge";
import { STATUS_PARAM, ServeStatusFilter, statusFromQuery } from "./serve-status-filter";

const FILTER_PARAMS = [...USER_SEARCH_PARAMS, STATUS_PARAM];

/** The requests an admin can still act on, so the ones Serve Camp lets them select: pending and waitlisted. */
const isOpen = (r: AdminRequest) => r.status === "pending" || r.status === "waitlisted";

/**
 * /admin/serve-meal: join requests searchable by user name and e-mail and filtered by status; Book marks a pending
 * one delivered ("Conformed"), Decline refuses a pending or waitlisted one (its seat goes to the waitlist) with an
 * optional reason its camper is shown. Rows can be selected (after the spec's columns) for a bulk Book or Decline
 * (issue 23). Between the spec's columns and the selection, the columns other features add (`requestColumns`: the
 * camper's intake Answers, issue 21).
 */
export function ServeCampPage({ requestColumns = [] }: { requestColumns?: readonly ColumnTool<AdminRequest>[] }) {
  const T = MESSAGES.adminServe;
  const paging = usePaging();
  const [search, onSearch] = useUserSearch(paging);
  const status = statusFromQuery(paging.params);
  const requests = useRequests(search, status, paging.page, paging.pageSize);
  const serve = useServeRequest();
  const serveMany = useServeRequests();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = requests.data?.mealRequests;
  // Only this page's open rows count: a selection never acts on rows out of sight.
  const selectable = (rows ?? []).filter(isOpen).map((r) => r._id);
  const chosen = selectable.filter((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function act(action: ServeAction, success: string) {
    try {
      await serve.mutateAsync(action);
    } catch (error) {
      notify.error(
        `${MESSAGES.camps.statusUpdateFailedPrefix}${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    notify.success(success);
  }

  const onBook = (id: string) => act({ id, status: "delivered" }, MESSAGES.success.mealDelivered);
  async function onDecline(id: string) {
    const reason = await confirmDecline();
    if (reason !== null) await act({ id, status: "declined", reason }, MESSAGES.schedule.requestDeclined);
  }

  /** Bulk Book or Decline of the selected rows; the list is asked again and the answer's summary toasted. */
  async function onBulk(status: "delivered" | "declined") {
    const ids = chosen;
    if (ids.length === 0) return;
    let reason = "";
    if (status === "declined") {
      const given = await confirmDecline(MESSAGES.schedule.declineSelectedText(ids.length));
      if (given === null) return;
      reason = given;
    }
    let answer: BulkServeAnswer;
    try {
      answer = await serveMany.mutateAsync({ ids, status, ...(reason ? { reason } : {}) });
    } catch (error) {
      notify.error(
        `${MESSAGES.camps.statusUpdateFailedPrefix}${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    setSelected(new Set());
    if (answer.results.some((r) => r.outcome === "refused")) notify.warning(answer.message);
    else notify.success(answer.message);
  }

  // A row waits while its own action, or a bulk action, runs.
  const busy = (r: AdminRequest) => serveMany.isPending || (serve.isPending && serve.variables.id === r._id);
  // Named by the camper's e-mail, which tells apart campers of the same name (and never reads as "Book").
  const declineButton = (r: AdminRequest) => (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      aria-label={T.declineRequest(r.title, r.email)}
      disabled={busy(r)}
      onClick={() => onDecline(r._id)}
    >
      {MESSAGES.schedule.decline}
    </button>
  );

  const columns: Column<AdminRequest>[] = [
    { header: MESSAGES.adminCommon.title, cell: (r) => r.title },
    { header: MESSAGES.adminCommon.userName, cell: (r) => r.name },
    { header: T.userEmail, cell: (r) => <bdi>{r.email}</bdi> },
    { header: MESSAGES.schedule.statusLabel, cell: (r) => <ServeStatusBadge request={r} /> },
    {
      header: T.action,
      cell: (r) => {
        if (r.status === "delivered")
          return <span className="badge badge-success">{MESSAGES.schedule.deliveredFilter}</span>;
        if (r.status === "declined") {
          if (!r.declineReason) return MESSAGES.schedule.declinedStatus;
          return (
            <span className="flex flex-col gap-1">
              <span>{MESSAGES.schedule.declinedStatus}</span>
              <DeclineReason reason={r.declineReason} />
            </span>
          );
        }
        // A waitlisted request holds no seat, so it cannot be booked (the server refuses it).
        if (r.status === "waitlisted") return declineButton(r);
        return (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={T.bookRequest(r.title, r.name)}
              disabled={busy(r)}
              onClick={() => onBook(r._id)}
            >
              {T.book}
            </button>
            {declineButton(r)}
          </div>
        );
      },
    },
    ...requestColumns,
    // Beyond the spec (issue 23): the row's box for a bulk Book or Decline, for the requests still open.
    {
      header: MESSAGES.schedule.selectColumn,
      cell: (r) =>
        isOpen(r) && (
          <input
            type="checkbox"
            className="checkbox"
            aria-label={MESSAGES.schedule.selectRequest(r.title, r.email)}
            checked={selected.has(r._id)}
            onChange={() => toggle(r._id)}
          />
        ),
    },
  ];

  const filtered = Boolean(search.username || search.email || status);
  return (
    <ListPage title={T.title} documentTitle={T.documentTitle} toolbar={<ServeStatusFilter paging={paging} />}>
      <UserSearchForm
        labels={{ username: T.userNameSearch, email: T.userEmailSearch }}
        value={search}
        onSearch={onSearch}
      />
      {rows && rows.length > 0 && (
        <BulkServeBar
          selectable={selectable.length}
          chosen={chosen.length}
          busy={serveMany.isPending}
          onSelectAll={(all) => setSelected(new Set(all ? selectable : []))}
          onBook={() => onBulk("delivered")}
          onDecline={() => onBulk("declined")}
        />
      )}
      <DataTable
        query={requests}
        rows={rows}
        columns={columns}
        emptyText={MESSAGES.camps.noMealRequestFound}
        emptyAction={filtered && <ClearFiltersLink names={FILTER_PARAMS} />}
        pager={{ paging, totalPages: requests.data?.totalPages }}
      />
      {requestColumns.map((column) => (
        <Fragment key={column.header}>{column.dialog}</Fragment>
      ))}
    </ListPage>
  );
}
