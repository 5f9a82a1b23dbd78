import { apiFetch } from "../../../lib/api-client";

/** POST /api/subscription/portal → a Stripe customer portal link (Stripe Billing only). */
export const openBillingPortal = () => apiFetch<{ url: string }>("/subscription/portal", { method: "POST" });
