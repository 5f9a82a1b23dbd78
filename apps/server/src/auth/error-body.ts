import { refusalMessage } from "@medcamp/contract";
import { codeForStatus } from "../plugins/error-handler.ts";

/**
 * better-auth's refusals as `{message, code}` like every other API error: its rate limiter's 429 and some of its
 * 400s carry only a message, and its 5xx must not leak details. A body that already has both passes unchanged.
 */
export function refusalBody(status: number, text: string): { message: string; code: string } {
  if (status === 429) return { message: refusalMessage("RATE_LIMITED"), code: "RATE_LIMITED" };
  if (status === 503) return { message: refusalMessage("BUSY"), code: "BUSY" };
  if (status >= 500) return { message: refusalMessage("INTERNAL_ERROR"), code: "INTERNAL_ERROR" };
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = (JSON.parse(text) as typeof body | null) ?? {};
  } catch {
    // not JSON: keep the defaults below
  }
  return {
    message: typeof body.message === "string" && body.message ? body.message : "Request refused",
    code: typeof body.code === "string" && body.code ? body.code : codeForStatus(status),
  };
}
