import { MESSAGES } from "@medcamp/contract";
import { useState } from "react";
import { type Column, DataTable } from "../../components/data-table";
import { ListPage } from "../../components/list-page";
import { ClearFiltersLink } from "../../components/clear-filters-link";
import { USER_SEARCH_PARAMS, UserSearchForm, useUserSearch } from "../../components/user-search-form";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { type AdminRequest, useRequests } from "./api/get-requests";
import { type ServeAction, useServeRequest } from "./api/serve-request";
import { ServeStatusBadge } from "./serve-status-badge";
import { STATUS_PARAM, ServeStatusFilter, statusFromQuery } from "./serve-status-filter";
import { type AnswersTarget, RequestAnswersDialog } from "../intake/answers-view";

const FILTER_PARAMS = [...USER_SEARCH_PARAMS, STATUS_PARAM];

/**
 * /admin/serve-meal: join requests searchable by user name and e-mail and filtered by status; Book marks a pending
 * one delivered ("Conformed"), Decline refuses a pending or waitlisted one (its seat goes to the waitlist).
 */
export function ServeCampPage() {
  const paging = usePaging();
  const [search, onSearch] = useUserSearch(paging);
  const status = statusFromQuery(paging.params);
  const requests = useRequests(search, status, paging.page, paging.pageSize);
  const serve = useServeRequest();
  const [reading, setReading] = useState<AnswersTarget | null>(null);

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
    if (await confirmDestructive()) await act({ id, status: "declined" }, MESSAGES.schedule.requestDeclined);
  }

  const busy = (r: AdminRequest) => serve.isPending && serve.variables.id === r._id;
  // Named by the camper's e-mail, which tells apart campers of the same name (and never reads as "Book").
  const declineButton = (r: AdminRequest) => (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      aria-label={`${MESSAGES.schedule.decline} ${r.title} for ${r.email}`}
      disabled={busy(r)}
      onClick={() => onDecline(r._id)}
    >
      {MESSAGES.schedule.decline}
    </button>
  );

  const columns: Column<AdminRequest>[] = [
    { header: "Title", cell: (r) => r.title },
    { header: "User Name", cell: (r) => r.name },
    { header: "User Email", cell: (r) => r.email },
    { header: "Status", cell: (r) => <ServeStatusBadge request={r} /> },
    {
      header: "Action",
      cell: (r) => {
        if (r.status === "delivered") return <span className="badge badge-success">Conformed</span>;
        if (r.status === "declined") return MESSAGES.schedule.declinedStatus;
        // A waitlisted request holds no seat, so it cannot be booked (the server refuses it).
        if (r.status === "waitlisted") return declineButton(r);
        return (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={`Book ${r.title} for ${r.name}`}
              disabled={busy(r)}
              onClick={() => onBook(r._id)}
            >
              Book
            </button>
            {declineButton(r)}
          </div>
        );
      },
    },
    // Beyond the spec (issue 21): the camper's answers to the camp's questions.
    {
      header: MESSAGES.intake.answersAction,
      cell: (r) => {
        const who = `${r.email} · ${r.title}`;
        return (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={MESSAGES.intake.answersFor(who)}
            onClick={() => setReading({ requestId: r._id, who })}
          >
            {MESSAGES.intake.answersAction}
          </button>
        );
      },
    },
  ];

  const filtered = Boolean(search.username || search.email || status);
  return (
    <ListPage title="Serve Camp" documentTitle="Serve Camp · MedCamp" toolbar={<ServeStatusFilter paging={paging} />}>
      <UserSearchForm labels={{ username: "User name", email: "User email" }} value={search} onSearch={onSearch} />
      <DataTable
        query={requests}
        rows={requests.data?.mealRequests}
        columns={columns}
        emptyText={MESSAGES.camps.noMealRequestFound}
        emptyAction={filtered && <ClearFiltersLink names={FILTER_PARAMS} />}
        pager={{ paging, totalPages: requests.data?.totalPages }}
      />
      <RequestAnswersDialog target={reading} onClose={() => setReading(null)} />
    </ListPage>
  );
}
