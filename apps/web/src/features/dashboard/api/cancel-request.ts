import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys, ownDataKeys } from "../../../lib/query-keys";

/**
 * DELETE /api/meal-requests-user { id } → { message }; 409 once delivered, 404 when not the user's. A waitlisted
 * request leaves the waitlist; a seat-holding one frees its seat for the earliest waitlisted request.
 */
export const cancelRequest = (id: string) =>
  apiFetch<{ message: string }>("/meal-requests-user", { method: "DELETE", body: { id } });

/**
 * Cancels a join request, then refetches the user's requests, their standing with each camp and the camps (the seats
 * left change).
 */
export function useCancelRequest(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () =>
      Promise.all(
        [ownDataKeys.requests(email), ownDataKeys.campStates(email), campKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
