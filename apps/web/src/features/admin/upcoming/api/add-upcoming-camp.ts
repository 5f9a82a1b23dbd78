import type { InsertedId, MealInput } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { invalidateCampData } from "../../../../lib/query-keys";

/** POST /api/upcoming-meals { ...camp, status: "pending" } → 201 { insertedId, message }. */
export const addUpcomingCamp = (body: MealInput) =>
  apiFetch<InsertedId>("/upcoming-meals", { method: "POST", body: { ...body, status: "pending" } });

export function useAddUpcomingCamp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUpcomingCamp, onSuccess: () => invalidateCampData(queryClient) });
}
