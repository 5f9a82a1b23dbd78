import type { InsertedId, MealInput } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { invalidateCampData } from "../../../../lib/query-keys";

/**
 * POST /api/meals → 201 { insertedId, message }; the server sets distributor, post time and the counters. The start,
 * zone, place and capacity (issue 18) are sent only when given, so a camp without them is the spec's payload.
 */
export const addCamp = (body: MealInput) => apiFetch<InsertedId>("/meals", { method: "POST", body });

export function useAddCamp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCamp, onSuccess: () => invalidateCampData(queryClient) });
}
