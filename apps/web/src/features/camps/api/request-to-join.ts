import type { InsertedId } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/**
 * POST /api/meal/request { mealId, email } → 201 "Meal request sent successfully!"; 403 "Need to buy subscription";
 * 409 when the user already has an open request for the camp.
 */
export const requestToJoin = (campId: string, email: string) =>
  apiFetch<InsertedId>("/meal/request", { method: "POST", body: { mealId: campId, email } });

/**
 * Asks to join; afterwards (sent, or already sent from elsewhere) the camp's detail reads the user's request again
 * and shows "Requested", and My Camp Requests is refetched.
 */
export function useRequestToJoin(campId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => requestToJoin(campId, email),
    onSettled: (_data, _error, email) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownDataKeys.campState(email, campId) }),
        queryClient.invalidateQueries({ queryKey: ownDataKeys.requests(email) }),
      ]),
  });
}
