import type { IntakeAnswerInput, JoinRequestAnswer } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys, ownDataKeys } from "../../../lib/query-keys";

/**
 * POST /api/meal/request { mealId, email } → 201 { insertedId, message, status, position? }: "Meal request sent
 * successfully!" when a seat is held (`pending`), "The camp is full: you are on the waitlist (position N)" when it
 * waits (`waitlisted`, issue 18); 403 "Need to buy subscription"; 409 when the user already has an open request for
 * the camp, or the camp has ended. A camp with intake questions (issue 21) takes the answers with the join; 400
 * INTAKE_* when they do not fit its questions.
 */
export const requestToJoin = (campId: string, email: string, answers?: IntakeAnswerInput[]) =>
  apiFetch<JoinRequestAnswer>("/meal/request", {
    method: "POST",
    body: answers ? { mealId: campId, email, answers } : { mealId: campId, email },
  });

/** Who joins, and their answers to the camp's questions when it asks any. */
export type JoinVariables = { email: string; answers?: IntakeAnswerInput[] };

/**
 * Asks to join; afterwards (sent, already sent from elsewhere, or refused because the camp ended) the camp's detail
 * reads the user's request again and shows its state, My Camp Requests is refetched, and so are the camp's detail and
 * the camp lists, whose seats line changed.
 */
export function useRequestToJoin(campId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, answers }: JoinVariables) => requestToJoin(campId, email, answers),
    onSettled: (_data, _error, { email }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownDataKeys.campState(email, campId) }),
        queryClient.invalidateQueries({ queryKey: ownDataKeys.requests(email) }),
        queryClient.invalidateQueries({ queryKey: campKeys.all }),
      ]),
  });
}
