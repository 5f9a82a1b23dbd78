import type { AppConfig } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { appConfigKey } from "./query-keys";

/** Public facts about this deployment (demo seed on, Google configured, payment provider). */
export function useAppConfig() {
  return useQuery({ queryKey: appConfigKey, queryFn: () => apiFetch<AppConfig>("/app-config"), staleTime: 300_000 });
}
