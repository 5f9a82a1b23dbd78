import type { IntakeAnswerInput, IntakeAnswers } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { requestAnswersKey } from "./get-request-answers";

/**
 * PUT /api/meal-requests/:id/answers { answers } (the camper) → the answers as stored; replaces all of them until the
 * camp starts (409 CAMP_STARTED after), checked as at the join (400 INTAKE_*).
 */
export const saveRequestAnswers = (requestId: string, answers: IntakeAnswerInput[]) =>
  apiFetch<IntakeAnswers>(`/meal-requests/${encodeURIComponent(requestId)}/answers`, {
    method: "PUT",
    body: { answers },
  });

/** Saves the camper's answers; the request's answers then read as the server stored them. */
export function useSaveRequestAnswers(email: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: IntakeAnswerInput[]) => saveRequestAnswers(requestId, answers),
    onSuccess: (stored) => queryClient.setQueryData(requestAnswersKey(email, requestId), stored),
  });
}
