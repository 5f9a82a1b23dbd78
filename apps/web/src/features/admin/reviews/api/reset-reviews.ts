import type { MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { invalidateCampData } from "../../../../lib/query-keys";

/** PATCH /api/meals/reset/:id → 200 { message }: deletes the camp's reviews, zeroes its count and rating. */
export const resetReviews = (id: string) =>
  apiFetch<MessageResponse>(`/meals/reset/${encodeURIComponent(id)}`, { method: "PATCH" });

export function useResetReviews() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetReviews, onSuccess: () => invalidateCampData(queryClient) });
}
