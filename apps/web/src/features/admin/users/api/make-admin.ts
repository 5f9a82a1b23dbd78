import type { MessageResponse } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";

/** POST /api/make-admin { userId } → 200 { message }; one way, harmless to repeat. */
export const makeAdmin = (userId: string) =>
  apiFetch<MessageResponse>("/make-admin", { method: "POST", body: { userId } });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
