import type { AppConfig } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { appConfigKey } from "../../../lib/query-keys";

/** GET /api/app-config (shared with the login page's copy under the same key) → which card form to show. */
export const getAppConfig = (signal?: AbortSignal) => apiFetch<AppConfig>("/app-config", { signal });

export function usePaymentsMode() {
  const config = useQuery({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: 300_000,
  });
  return { mode: config.data?.payments, loading: config.isPending, error: config.error };
}
