import type { MessageResponse, StaffBody } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { staffAssignmentsKey } from "./staff-assignments";

/** POST /api/make-staff { userId, mealId? } → { message }: staff for one camp, or for every camp without mealId. */
export const makeStaff = (body: StaffBody) => apiFetch<MessageResponse>("/make-staff", { method: "POST", body });

/** POST /api/remove-staff { userId, mealId? } → { message }: the same userId and mealId the role was given with. */
export const removeStaff = (body: StaffBody) => apiFetch<MessageResponse>("/remove-staff", { method: "POST", body });

function useStaffChange(change: (body: StaffBody) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_result, _error, body) => queryClient.invalidateQueries({ queryKey: staffAssignmentsKey(body.userId) }),
  });
}

export const useMakeStaff = () => useStaffChange(makeStaff);
export const useRemoveStaff = () => useStaffChange(removeStaff);
