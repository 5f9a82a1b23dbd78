import { SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { type Column, type ColumnTool, DataTable } from "../../components/list/data-table";
import { DeclineReason } from "../../components/camp/decline-reason";
import { ListPage } from "../../components/list/list-page";
import { useAuth } from "../../lib/auth-context";
import { confirmDestructive, showResult } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { useCancelRequest } from "./api/cancel-request";
import { type MyRequest, useMyRequests } from "../../lib/get-my-requests";

/** The server's "delivered" is the spec's "served": such a request can no longer be cancelled. */
const isServed = (request: MyRequest) => request.status === "delivered";

/**
 * The Status cell: the spec's pending and delivered as the server says them; issue 18's waitlist and declined, a
 * declined one with the organiser's reason under it when they gave one (issue 23).
 */
function statusText(request: MyRequest): ReactNode {
  if (request.status === "waitlisted")
    return request.position ? MESSAGES.schedule.waitlistedAt(request.position) : MESSAGES.schedule.waitlistStatus;
  if (request.status === "declined") {
    if (!request.declineReason) return MESSAGES.schedule.declinedStatus;
    return (
      <span className="flex flex-col gap-1">
        <span>{MESSAGES.schedule.declinedStatus}</span>
        <DeclineReason reason={request.declineReason} />
      </span>
    );
  }
  return <span className="capitalize">{statusWord(request.status)}</span>;
}

/** A pending or delivered request's status in words (any other as the server says it). */
function statusWord(status: MyRequest["status"]): string {
  if (status === "pending") return MESSAGES.dashRequests.statusPending;
  if (status === "delivered") return MESSAGES.dashRequests.statusDelivered;
  return status;
}

/** Issue 21: a request that holds a seat (pending or delivered) has a ticket. */
const holdsSeat = (request: MyRequest) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(request.status);

/** The Status cell, with "Attended" once the camper was checked in at the camp (issue 21). */
function statusCell(request: MyRequest): ReactNode {
  if (!request.attended) return statusText(request);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {statusText(request)}
      <span className="badge badge-success badge-sm">{MESSAGES.tickets.attended}</span>
    </span>
  );
}

function TicketLink({ request }: { request: MyRequest }) {
  return (
    <Link
      to={`/user/tickets/${request._id}`}
      className="btn btn-outline btn-primary btn-sm"
      aria-label={MESSAGES.tickets.ticketFor(request.title)}
    >
      {MESSAGES.tickets.ticketLink}
    </Link>
  );
}

/**
 * /user/meals: the camper's join requests; delivered ones say "Delivered", the others can be cancelled (a waitlisted
 * one leaves the waitlist, a declined one is removed). A seat-holder's Actions also open its ticket (issue 21). After
 * the spec's columns, the columns other features add (`requestColumns`: the answers to the camp's questions, issue 21).
 */
export function MyRequestsPage({ requestColumns = [] }: { requestColumns?: readonly ColumnTool<MyRequest>[] }) {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging();
  const requests = useMyRequests(email, paging.page, paging.pageSize);
  const cancel = useCancelRequest(email);

  async function onCancel(id: string) {
    if (!(await confirmDestructive())) return;
    try {
      await cancel.mutateAsync(id);
    } catch {
      notify.error(MESSAGES.camps.cancelRequestFailed);
      return;
    }
    await showResult(MESSAGES.dashRequests.cancelledTitle, MESSAGES.success.requestCancelled, "success");
  }

  const first = (paging.page - 1) * paging.pageSize + 1;
  const TEXT = MESSAGES.dashRequests;
  const columns: Column<MyRequest>[] = [
    { header: "#", cell: (_, i) => first + i },
    {
      header: TEXT.mealTitle,
      cell: (r) => (
        <Link to={`/meal/${r.mealId}`} className="link link-hover inline-flex min-h-6 items-center">
          {r.title}
        </Link>
      ),
      className: "min-w-40",
    },
    { header: TEXT.likes, cell: (r) => r.likes },
    { header: TEXT.reviewsCount, cell: (r) => r.reviews_count },
    { header: MESSAGES.schedule.statusLabel, cell: statusCell },
    {
      header: TEXT.actions,
      cell: (r) => (
        <div className="flex items-center gap-2">
          {holdsSeat(r) && <TicketLink request={r} />}
          {isServed(r) ? (
            <span className="font-medium text-success">{TEXT.delivered}</span>
          ) : (
            <button
              type="button"
              className="btn btn-error btn-sm"
              aria-label={TEXT.cancelFor(r.title)}
              disabled={cancel.isPending && cancel.variables === r._id}
              onClick={() => onCancel(r._id)}
            >
              {MESSAGES.confirm.cancel}
            </button>
          )}
        </div>
      ),
    },
    ...requestColumns,
  ];

  return (
    <ListPage title={TEXT.title} documentTitle={TEXT.documentTitle}>
      <DataTable
        query={requests}
        rows={requests.data?.mealRequests.map((r) => r.mealRequest)}
        columns={columns}
        emptyText={MESSAGES.camps.noMealRequestFound}
        emptyAction={
          <Link to="/meals" className="btn btn-primary btn-sm">
            {TEXT.browseCamps}
          </Link>
        }
        pager={{ paging, totalPages: requests.data?.totalPages, label: TEXT.pagerLabel }}
      />
      {requestColumns.map((column) => (
        <Fragment key={column.header}>{column.dialog}</Fragment>
      ))}
    </ListPage>
  );
}
