import type { Subscription } from "@medcamp/contract";
import { apiFetch } from "../../../lib/api-client";
import { useSubscriptionUpdate } from "./subscription-update";

/** POST /api/subscription/resume → the subscription: it renews at the period's end again. */
export const resumeSubscription = () => apiFetch<Subscription>("/subscription/resume", { method: "POST" });

export const useResumeSubscription = (email: string) => useSubscriptionUpdate(email, resumeSubscription);
