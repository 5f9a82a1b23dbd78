import { MESSAGES } from "../../i18n/messages";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { Link, Navigate, useParams } from "react-router";
import { ApiError, isNetworkError, isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { useOnline } from "../../lib/network-status";
import { TicketCard, type TicketView } from "./ticket-card";
import { ticketQueryOptions } from "./ticket-api";
import "./ticket-print.css";
import { forgetSavedTicket, readSavedTicket, saveTicket, type SavedTicket } from "./ticket-store";
import { useTicketCamp } from "./use-ticket-camp";
import { formatMoment } from "../../i18n/intl";

/**
 * /user/tickets/:requestId (issue 21): a seat-holder's ticket, printable. It sits outside the user guard because it
 * must open with no network: online the session decides (nobody signed in → home); offline, or when the server
 * cannot be reached, the copy this device saved when it last showed the ticket stands in.
 */
export function TicketPage() {
  const { requestId = "" } = useParams();
  const online = useOnline();
  const { user, loading } = useAuth();
  const ticket = useQuery(ticketQueryOptions(requestId, online));
  const camp = useTicketCamp(requestId, user?.email ?? "", online);
  const live = ticket.data;
  const unreachable = isNetworkError(ticket.error);
  const gone = isRefusal(ticket.error, "REQUEST_NOT_FOUND", "TICKET_NOT_ISSUED");
  // The copy from an earlier visit: once this visit has the ticket, it keeps it (offline too) and saves it anew.
  const saved = useMemo(() => readSavedTicket(requestId), [requestId]);
  const camperName = camp.own ? user?.displayName || user?.name : undefined;

  useEffect(() => {
    if (!live) return;
    saveTicket(requestId, {
      ...live,
      campTitle: camp.title,
      campDates: camp.dates,
      campPlace: camp.place,
      camperName,
      savedAt: new Date().toISOString(),
    });
  }, [requestId, live, camp.title, camp.dates, camp.place, camperName]);

  // A cancelled request (gone) or one back on the waitlist has no ticket to keep.
  useEffect(() => {
    if (gone) forgetSavedTicket(requestId);
  }, [gone, requestId]);

  const signedOut = online && !loading && !user && !ticket.isFetching && !unreachable;
  if (signedOut || (ticket.error instanceof ApiError && ticket.error.status === 401)) {
    return <Navigate to="/" replace />;
  }

  let body: ReactNode;
  let printable = false;
  // Checked before the ticket this visit showed: the request was cancelled or declined meanwhile.
  if (gone) {
    body = <Message text={ticket.error?.message ?? MESSAGES.tickets.loadFailed} tone="text-base-content" />;
  } else if (live) {
    printable = true;
    body = (
      <TicketCard
        ticket={{
          ...live,
          campTitle: camp.title ?? saved?.campTitle,
          campDates: camp.dates ?? saved?.campDates,
          campPlace: camp.place ?? saved?.campPlace,
          camperName: camperName ?? saved?.camperName,
        }}
      />
    );
  } else if (!online || unreachable) {
    printable = Boolean(saved);
    body = saved ? (
      <SavedCopy
        saved={saved}
        note={(online ? MESSAGES.tickets.savedUnreachable : MESSAGES.tickets.savedOffline)(formatMoment(saved.savedAt))}
      />
    ) : online ? (
      <LoadFailed onRetry={() => void ticket.refetch()} />
    ) : (
      <Message text={MESSAGES.tickets.offlineNotSaved} tone="text-base-content" />
    );
  } else if (ticket.isPending) {
    body = (
      <div role="status" className="flex justify-center py-12">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.common.loading}</span>
      </div>
    );
  } else {
    body = <LoadFailed onRetry={() => void ticket.refetch()} />;
  }

  return (
    <section
      data-ticket-page
      aria-labelledby="ticket-heading"
      className="mx-auto flex max-w-md flex-col gap-5 px-4 py-6 print:max-w-none print:p-0"
    >
      <title>{`${MESSAGES.tickets.pageTitle} · MedCamp`}</title>
      <h1 id="ticket-heading" className="text-2xl font-bold print:hidden">
        {MESSAGES.tickets.pageTitle}
      </h1>
      {body}
      <div className="flex flex-wrap gap-2 print:hidden">
        {printable && (
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            {MESSAGES.tickets.print}
          </button>
        )}
        {user && (
          <Link to="/user/meals" className="btn btn-ghost">
            {MESSAGES.tickets.backToRequests}
          </Link>
        )}
      </div>
    </section>
  );
}

function SavedCopy({ saved, note }: { saved: SavedTicket; note: string }) {
  const { code, status, campTitle, campDates, campPlace, camperName } = saved;
  const view: TicketView = { code, status, campTitle, campDates, campPlace, camperName };
  return (
    <>
      <p className="alert alert-warning print:hidden">{note}</p>
      <TicketCard ticket={view} />
    </>
  );
}

function Message({ text, tone = "text-error" }: { text: string; tone?: string }) {
  return (
    <p role="alert" className={`py-8 text-center text-lg font-medium ${tone}`}>
      {text}
    </p>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center">
      <Message text={MESSAGES.tickets.loadFailed} />
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {MESSAGES.account.tryAgain}
      </button>
    </div>
  );
}
