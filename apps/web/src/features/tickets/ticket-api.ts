import type { Ticket } from "@medcamp/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { ownDataKeys } from "../../lib/query-keys";

/** A ticket is the user's own data: a camp change (a declined request) refreshes it with the rest. */
const ticketKey = (requestId: string) => [...ownDataKeys.all, "ticket", requestId] as const;

/** GET /api/tickets/:requestId → `{ code, status }`; 409 TICKET_NOT_ISSUED while waitlisted, 404 REQUEST_NOT_FOUND. */
export const getTicket = (requestId: string, signal?: AbortSignal) =>
  apiFetch<Ticket>(`/tickets/${encodeURIComponent(requestId)}`, { signal });

export const ticketQueryOptions = (requestId: string, online: boolean) =>
  queryOptions({
    queryKey: ticketKey(requestId),
    queryFn: ({ signal }) => getTicket(requestId, signal),
    // Offline the page shows the copy saved on the device instead of asking.
    enabled: online && requestId !== "",
    staleTime: 0,
  });
