import type { Subscription } from "@medcamp/contract";
import { apiFetch } from "../../../lib/api-client";
import { useSubscriptionUpdate } from "./subscription-update";

/** POST /api/subscription/cancel → the subscription: no renewal; the package stays until the period's end. */
export const cancelSubscription = () => apiFetch<Subscription>("/subscription/cancel", { method: "POST" });

export const useCancelSubscription = (email: string) => useSubscriptionUpdate(email, cancelSubscription);
