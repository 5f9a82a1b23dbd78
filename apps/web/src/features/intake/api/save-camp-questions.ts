import type { IntakeQuestion, IntakeQuestionInput } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campQuestionsKey } from "./get-camp-questions";

/**
 * PUT /api/meals/:id/questions { questions } (admin) → { questions }: the whole list in order. A question sent with
 * its id keeps its answers; one left out is deleted with its answers. 400 INTAKE_UNKNOWN_QUESTION for an id that is
 * not the camp's.
 */
export const saveCampQuestions = (campId: string, questions: IntakeQuestionInput[]) =>
  apiFetch<{ questions: IntakeQuestion[] }>(`/meals/${encodeURIComponent(campId)}/questions`, {
    method: "PUT",
    body: { questions },
  }).then((answer) => answer.questions);

/** Saves the list; the camp's questions then read as the server answered. */
export function useSaveCampQuestions(campId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: IntakeQuestionInput[]) => saveCampQuestions(campId, questions),
    onSuccess: (questions) => queryClient.setQueryData(campQuestionsKey(campId), questions),
  });
}
