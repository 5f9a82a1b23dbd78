import type { MealUpdate, MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { invalidateCampData } from "../../../lib/query-keys";

/** PATCH /api/meals/:id { title, image, description, price, ingredients } → 200 { message }. */
export const updateCamp = (id: string, body: MealUpdate) =>
  apiFetch<MessageResponse>(`/meals/${encodeURIComponent(id)}`, { method: "PATCH", body });

export function useUpdateCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MealUpdate }) => updateCamp(id, body),
    onSuccess: () => invalidateCampData(queryClient),
  });
}
