import { type ErrorBody, type RefusalCode } from "@medcamp/contract";
import { MESSAGES } from "../i18n/messages";
import { localizedServerText } from "../i18n/server-text";
import { isOffline, OFFLINE_TEXT } from "./network-status";

/** A failed API call: the HTTP status plus the server's `{ message, code }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, message: string, code: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

/** The API refused with one of these codes of the contract's refusal catalogue: the screens decide by code. */
export function isRefusal(error: unknown, ...codes: RefusalCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

/** Status used when the request never got an HTTP answer (offline, DNS, aborted). */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_CODE = "NETWORK_ERROR";
export const UNKNOWN_ERROR_CODE = "UNKNOWN_ERROR";

export type ApiFetchInit = Omit<RequestInit, "body"> & {
  /** Serialised as JSON when present. */
  body?: unknown;
};

/**
 * How API requests travel: the browser's fetch, or during server rendering (ADR 019) the server's own in-process
 * answer for the page being rendered. Set once by the server entry; the browser never changes it.
 */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The failure of a request that never got an answer: offline says so, anything else is the generic one. */
function networkError(): ApiError {
  return new ApiError(
    NETWORK_ERROR_STATUS,
    isOffline() ? OFFLINE_TEXT.action : MESSAGES.camps.errorLater,
    NETWORK_ERROR_CODE,
  );
}

/** The request never got an HTTP answer (offline, DNS, connection lost). */
export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
}

/**
 * How long a request answered 503 BUSY (every password-hashing thread busy: nothing was done) is sent again, as its
 * `Retry-After` asks, before the person is told the server is busy (issue 37: 30 people signing up in the same
 * second on a small server are all signed up, none sees an error).
 */
export const BUSY_PATIENCE_MS = 30_000;

const retryAfterMs = (response: Response) => {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
};

/**
 * Calls `/api${path}` on the same origin with the session cookie; throws ApiError on non-2xx. Offline it fails at
 * once with a sentence that says so, instead of waiting for the browser to give up. A 503 BUSY with `Retry-After`
 * is asked again after that wait (spread a little, so refused requests do not all come back at once), for up to
 * BUSY_PATIENCE_MS.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await apiFetchOnce<T>(path, init);
    } catch (error) {
      const wait = error instanceof BusyError ? error.retryAfterMs * (1 + Math.random()) : undefined;
      if (wait === undefined || Date.now() - started + wait > BUSY_PATIENCE_MS) {
        throw error instanceof BusyError ? error.apiError : error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A 503 BUSY that says when to come back. */
class BusyError extends Error {
  constructor(
    readonly apiError: ApiError,
    readonly retryAfterMs: number,
  ) {
    super(apiError.message);
  }
}

async function apiFetchOnce<T>(path: string, init: ApiFetchInit): Promise<T> {
  if (isOffline()) throw networkError();
  const { body, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (body !== undefined) requestHeaders.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      ...rest,
      credentials: "include",
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }

  const data = await readJson(response);
  if (!response.ok) {
    // Shown from its code in the reader's language (issue 24); the code stays for the screens to decide by.
    if (isErrorBody(data)) {
      const error = new ApiError(response.status, localizedServerText(data.code, data.message), data.code);
      const wait = retryAfterMs(response);
      if (response.status === 503 && data.code === "BUSY" && wait !== undefined) throw new BusyError(error, wait);
      throw error;
    }
    throw new ApiError(response.status, MESSAGES.camps.somethingWrong, UNKNOWN_ERROR_CODE);
  }
  return data as T;
}

/** A hand-written check keeps zod out of the shell's initial bundle. */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== "object" || data === null) return false;
  const { message, code } = data as Record<string, unknown>;
  return typeof message === "string" && typeof code === "string";
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
