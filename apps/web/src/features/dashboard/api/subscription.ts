import type { MySubscription } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";
import { OWN_DATA_STALE_TIME } from "../../../lib/own-data-query";

/** GET /api/subscription → { subscription }: the user's package, its period and renewal, or null (issue 20). */
export const getSubscription = (signal?: AbortSignal) => apiFetch<MySubscription>("/subscription", { signal });

export const subscriptionQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ownDataKeys.subscription(email),
    queryFn: ({ signal }) => getSubscription(signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

export const useSubscription = (email: string) => useQuery(subscriptionQueryOptions(email));
