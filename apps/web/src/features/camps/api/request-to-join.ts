import type { InsertedId } from "@medcamp/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * POST /api/meal/request { mealId, email } → 201 "Meal request sent successfully!"; 403 "Need to buy subscription";
 * 409 when the user already has an open request for the camp.
 */
export const requestToJoin = (campId: string, email: string) =>
  apiFetch<InsertedId>("/meal/request", { method: "POST", body: { mealId: campId, email } });

export function useRequestToJoin(campId: string) {
  return useMutation({ mutationFn: (email: string) => requestToJoin(campId, email) });
}
