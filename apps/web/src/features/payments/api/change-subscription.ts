import type { MySubscription, PackageName, Subscription } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/**
 * POST /api/subscription/change { package } → the subscription: a lower package starts when the current period ends,
 * with nothing to pay now (issue 20). Refusals: NO_SUBSCRIPTION, UPGRADE_NEEDS_PAYMENT.
 */
export const changeSubscription = (packageName: PackageName) =>
  apiFetch<Subscription>("/subscription/change", { method: "POST", body: { package: packageName } });

/** Schedules the downgrade; My Profile then shows the subscription as the server answered it. */
export function useChangeSubscription(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: (subscription) =>
      queryClient.setQueryData<MySubscription>(ownDataKeys.subscription(email), { subscription }),
  });
}
