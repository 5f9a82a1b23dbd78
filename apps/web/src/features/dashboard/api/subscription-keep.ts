import type { PackageName, Subscription } from "@medcamp/contract";
import { apiFetch } from "../../../lib/api-client";
import { useSubscriptionUpdate } from "./subscription-update";

/**
 * POST /api/subscription/change { package } with the current package → the subscription without its scheduled
 * downgrade: the user keeps what they have.
 */
export const keepSubscription = (current: PackageName) =>
  apiFetch<Subscription>("/subscription/change", { method: "POST", body: { package: current } });

export const useKeepSubscription = (email: string) => useSubscriptionUpdate(email, keepSubscription);
