import { MESSAGES } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/** The server's own words for a refusal (4xx); a general text for a failure or no answer at all. */
export function refusalText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : MESSAGES.staffAdmin.changeFailed;
}
