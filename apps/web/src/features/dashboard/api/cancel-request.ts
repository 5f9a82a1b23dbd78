import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/** DELETE /api/meal-requests-user { id } → { message }; 409 once delivered, 404 when not the user's. */
export const cancelRequest = (id: string) =>
  apiFetch<{ message: string }>("/meal-requests-user", { method: "DELETE", body: { id } });

/** Cancels a pending join request, then refetches the user's request list. */
export function useCancelRequest(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDataKeys.requests(email) }),
  });
}
