import type { SubscriptionQuote } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

export type { SubscriptionQuote };

/**
 * GET /api/subscription/quote?package= → what choosing the package means now (issue 20): buy, renew, upgrade (the
 * difference for the days left), downgrade (at the period's end) or held, with the amount due and the period.
 */
export const getSubscriptionQuote = (packageName: string, signal?: AbortSignal) =>
  apiFetch<SubscriptionQuote>(`/subscription/quote?${new URLSearchParams({ package: packageName }).toString()}`, {
    signal,
  });

/**
 * Priced afresh on each checkout visit (an upgrade's amount shrinks day by day), and not re-priced behind the user's
 * back while they pay: the card form pays what is shown.
 */
export const subscriptionQuoteQueryOptions = (
  packageName: string | undefined,
  email: string | undefined,
  skip = false,
) =>
  queryOptions({
    queryKey: ownDataKeys.subscriptionQuote(email ?? "", packageName ?? ""),
    queryFn: ({ signal }) => getSubscriptionQuote(packageName!, signal),
    enabled: Boolean(packageName && email && !skip),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const useSubscriptionQuote = (packageName: string | undefined, email: string | undefined, skip = false) =>
  useQuery(subscriptionQuoteQueryOptions(packageName, email, skip));
