import { ApiError, isNetworkError } from "../../lib/api-client";

/** A failure the device's copy stands in for: no answer at all, or the server failing. */
export const isOutage = (error: unknown) => isNetworkError(error) || (error instanceof ApiError && error.status >= 500);
