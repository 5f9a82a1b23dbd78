import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import { sessionKeys } from "../lib/query-keys";
import { HYDRATION_SCRIPT_ID } from "./start-mode";

/** What a server-rendered page hands to the browser: the query cache it rendered from and the router's state. */
export interface HydrationData {
  queries: DehydratedState;
  /** React Router's loader data by route id (every public loader returns null; their data is in `queries`). */
  loaderData: Record<string, unknown>;
}

interface SerializedApiError {
  apiError: { status: number; message: string; code: string };
}

const isSessionKey = (key: readonly unknown[]) => key.length === 1 && key[0] === sessionKeys.session[0];

/**
 * The answered queries of a render (the failed ones too: an unknown camp renders as unavailable and must hydrate
 * as such, not load again). A failure travels as its status, message and code. The session keeps only its user:
 * the session token is an httpOnly cookie's value, and a page must never put it where scripts can read it.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const serialized: SerializedApiError = {
        apiError: { status: error.status, message: error.message, code: error.code },
      };
      (query.state as { error: unknown }).error = serialized;
    }
    const data = query.state.data as { user?: unknown } | null | undefined;
    if (isSessionKey(query.queryKey) && data) (query.state as { data: unknown }).data = { user: data.user };
  }
  return state;
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === "object" && value !== null && "apiError" in value;
}

/** Puts a rendered page's queries into the browser's cache, failures back as ApiError, before the first render. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerializedApiError(error)) {
      const { status, message, code } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, message, code);
    }
  }
  hydrate(queryClient, state);
}

/** The data a server-rendered document carries, or undefined for a page the browser renders alone. */
export function readHydrationData(doc: Document): HydrationData | undefined {
  const script = doc.getElementById(HYDRATION_SCRIPT_ID);
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as HydrationData;
}
