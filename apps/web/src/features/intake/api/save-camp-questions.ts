import type { IntakeQuestion, IntakeQuestionInput } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campQuestionsKey } from "../../../lib/get-camp-questions";

/** What Save sends: the list, and whether the admin agreed to lose the answers of questions whose kind changed. */
export interface QuestionsSave {
  questions: IntakeQuestionInput[];
  dropChangedAnswers?: boolean;
}

/**
 * PUT /api/meals/:id/questions { questions, dropChangedAnswers? } (admin) → { questions }: the whole list in order. A
 * question sent with its id keeps its answers; one left out is deleted with its answers. 400
 * INTAKE_UNKNOWN_QUESTION for an id that is not the camp's; 409 INTAKE_ANSWERS_WOULD_BE_DELETED (naming how many)
 * when a question whose kind changed has answers and `dropChangedAnswers` is not set.
 */
export const saveCampQuestions = (campId: string, save: QuestionsSave) =>
  apiFetch<{ questions: IntakeQuestion[] }>(`/meals/${encodeURIComponent(campId)}/questions`, {
    method: "PUT",
    body: save.dropChangedAnswers ? save : { questions: save.questions },
  }).then((answer) => answer.questions);

/** Saves the list; the camp's questions then read as the server answered. */
export function useSaveCampQuestions(campId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: QuestionsSave) => saveCampQuestions(campId, save),
    onSuccess: (questions) => queryClient.setQueryData(campQuestionsKey(campId), questions),
  });
}
