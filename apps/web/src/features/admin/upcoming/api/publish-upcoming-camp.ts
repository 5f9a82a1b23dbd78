import type { InsertedId } from "@medcamp/contract";
import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys, invalidateCampData } from "../../../../lib/query-keys";

/** POST /api/meals/from-upcoming { upcomingMealId } → 201 { insertedId, message }; 409 once published. */
export const publishUpcomingCamp = (upcomingMealId: string) =>
  apiFetch<InsertedId>("/meals/from-upcoming", { method: "POST", body: { upcomingMealId } });

export function usePublishUpcomingCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.publishUpcoming,
    mutationFn: publishUpcomingCamp,
    onSuccess: () => invalidateCampData(queryClient),
  });
}

/** The ids of the upcoming camps being published right now (their Publish buttons stay disabled). */
export function usePublishingIds(): string[] {
  return useMutationState({
    filters: { mutationKey: adminKeys.publishUpcoming, status: "pending" },
    select: (mutation) => mutation.state.variables as string,
  });
}
