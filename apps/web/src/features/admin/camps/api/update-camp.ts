import type { MealUpdate, MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { invalidateCampData } from "../../../../lib/query-keys";

/**
 * PATCH /api/meals/:id { title, image, description, price, ingredients, startsAt, timezone, location, capacity } →
 * 200 { message }; a schedule field left out is kept, null clears it. A capacity below the seats taken is refused
 * with 409 CAPACITY_BELOW_SEATS.
 */
export const updateCamp = (id: string, body: MealUpdate) =>
  apiFetch<MessageResponse>(`/meals/${encodeURIComponent(id)}`, { method: "PATCH", body });

export function useUpdateCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MealUpdate }) => updateCamp(id, body),
    onSuccess: () => invalidateCampData(queryClient),
  });
}
