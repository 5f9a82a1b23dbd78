import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and 5xx errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      // An action sent while offline fails at once and says so (apiFetch), instead of waiting paused until the
      // connection is back; queries keep the default, so what is cached stays shown and resumes when back online.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
