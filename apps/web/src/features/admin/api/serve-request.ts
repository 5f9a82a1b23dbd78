import type { MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, campKeys } from "../../../lib/query-keys";

/** What an admin does with a request: Book it (delivered, "Conformed") or decline it (issue 18). */
export type ServeAction = { id: string; status: "delivered" | "declined" };

/**
 * PATCH /api/meal-requests/:id { status } → 200 { message }. Declining frees the request's seat (the earliest
 * waitlisted request takes it) or takes it off the waitlist.
 */
export const serveRequest = ({ id, status }: ServeAction) =>
  apiFetch<MessageResponse>(`/meal-requests/${encodeURIComponent(id)}`, { method: "PATCH", body: { status } });

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
