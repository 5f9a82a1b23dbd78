import { ApiError } from "./api-client";

/** Answers that say "not now" rather than "no": a record queued on the device stays for another try. */
const TRY_LATER_STATUSES = new Set([401, 408, 429]);

/**
 * A "no" from the server, for a device's outbox (offline check-in, the clinic): the record is dropped. Anything else
 * (no answer, a server error, signed out, too many requests) keeps it.
 */
export function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && !TRY_LATER_STATUSES.has(error.status)
  );
}
