import type { BulkServeAnswer, BulkServeBody, MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys, campKeys } from "../../../../lib/query-keys";

/**
 * What an admin does with a request: Book it (delivered, "Conformed") or decline it (issue 18), with an optional
 * reason its camper is shown (issue 23).
 */
export type ServeAction = { id: string; status: "delivered" | "declined"; reason?: string };

/**
 * PATCH /api/meal-requests/:id { status, reason? } → 200 { message }. Declining frees the request's seat (the
 * earliest waitlisted request takes it) or takes it off the waitlist. A blank reason is sent as none.
 */
export const serveRequest = ({ id, status, reason }: ServeAction) =>
  apiFetch<MessageResponse>(`/meal-requests/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: reason ? { status, reason } : { status },
  });

/**
 * POST /api/meal-requests/bulk { ids, status, reason? } → 200 { message, results: [{ id, outcome, code?, message? }] }
 * (issue 23): each request changed once, or found unchanged, or refused on its own.
 */
export const serveRequests = ({ ids, status, reason }: BulkServeBody) =>
  apiFetch<BulkServeAnswer>("/meal-requests/bulk", {
    method: "POST",
    body: reason ? { ids, status, reason } : { ids, status },
  });

/** Books or declines a request, then refetches the requests and the camps (their seats left may have changed). */
export function useServeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveRequest,
    onSuccess: (_, { status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
        status === "declined" && queryClient.invalidateQueries({ queryKey: campKeys.all }),
      ]),
  });
}

/** Serve Camp's bulk Book or Decline, then refetches the requests and the camps, as one action does. */
export function useServeRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveRequests,
    onSettled: (_data, _error, { status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
        status === "declined" && queryClient.invalidateQueries({ queryKey: campKeys.all }),
      ]),
  });
}
