import type { CheckInBody, CheckInResult, MessageResponse, Roster } from "@medcamp/contract";
import { apiFetch } from "../../lib/api-client";

/** GET /api/meals/:id/roster → the camp's seat-holders with their ticket codes and check-ins, and the count. */
export const getRoster = (mealId: string, signal?: AbortSignal) =>
  apiFetch<Roster>(`/meals/${encodeURIComponent(mealId)}/roster`, { signal });

/** POST /api/check-ins → checked in, or already checked in (when, by whom); idempotent by clientId and by ticket. */
export const postCheckIn = (body: CheckInBody) => apiFetch<CheckInResult>("/check-ins", { method: "POST", body });

/** DELETE /api/check-ins/:id → undoes a mistaken check-in. */
export const deleteCheckIn = (id: string) =>
  apiFetch<MessageResponse>(`/check-ins/${encodeURIComponent(id)}`, { method: "DELETE" });
