import type { MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { invalidateCampData } from "../../../../lib/query-keys";

/** DELETE /api/meals/:id → 200 { message }; the camp's likes, reviews and join requests go with it. */
export const deleteCamp = (id: string) =>
  apiFetch<MessageResponse>(`/meals/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteCamp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCamp, onSuccess: () => invalidateCampData(queryClient) });
}
