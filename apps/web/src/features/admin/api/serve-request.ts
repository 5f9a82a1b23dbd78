import type { MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** PATCH /api/meal-requests/:id { status: "delivered" } → 200 { message } (Book). */
export const serveRequest = (id: string) =>
  apiFetch<MessageResponse>(`/meal-requests/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { status: "delivered" },
  });

export function useServeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
  });
}
