import type { IntakeAnswers } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, ownDataKeys } from "../../../lib/query-keys";

/**
 * Under the reader's own data (the camper) or the admin screens, so signing out or a change there refreshes them.
 * `reader` is the camper's e-mail, or "admin".
 */
export const requestAnswersKey = (reader: string, requestId: string) =>
  reader === "admin"
    ? ([...adminKeys.requests(), "answers", requestId] as const)
    : ([...ownDataKeys.requests(reader), "answers", requestId] as const);

/**
 * GET /api/meal-requests/:id/answers → { answers: [{ questionId, label, kind, health, value }], editableUntil }: the
 * camper's own, or any for an admin; 404 REQUEST_NOT_FOUND for anyone else.
 */
export const getRequestAnswers = (requestId: string, signal?: AbortSignal) =>
  apiFetch<IntakeAnswers>(`/meal-requests/${encodeURIComponent(requestId)}/answers`, { signal });

/** A request's answers, read while `requestId` is set (a dialog is open). */
export const useRequestAnswers = (reader: string, requestId: string | null) =>
  useQuery({
    queryKey: requestAnswersKey(reader, requestId ?? ""),
    queryFn: ({ signal }) => getRequestAnswers(requestId!, signal),
    enabled: requestId !== null,
  });
