import type { Payment } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { dashboardKeys, OWN_DATA_STALE_TIME } from "./query-keys";

export type { Payment };

/** GET /api/payments/:email → the user's payments, newest first. */
export const getPayments = (email: string, signal?: AbortSignal) =>
  apiFetch<Payment[]>(`/payments/${encodeURIComponent(email)}`, { signal });

export const paymentsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: dashboardKeys.payments(email),
    queryFn: ({ signal }) => getPayments(email, signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

export const usePayments = (email: string) => useQuery(paymentsQueryOptions(email));
