import type { Payment } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";
import { OWN_DATA_STALE_TIME } from "../../../lib/own-data-query";

export type { Payment };

/** GET /api/payments/:email → the user's payments, newest first. */
export const getPayments = (email: string, signal?: AbortSignal) =>
  apiFetch<Payment[]>(`/payments/${encodeURIComponent(email)}`, { signal });

export const paymentsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ownDataKeys.payments(email),
    queryFn: ({ signal }) => getPayments(email, signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

export const usePayments = (email: string) => useQuery(paymentsQueryOptions(email));
