import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { campKeys, ownDataKeys } from "./query-keys";

export type UpdateReviewInput = { email: string; reviewId: string; mealId: string; newComment: string };

/** POST /api/review-update { email, reviewId, mealId, newComment } → { message }. */
export const updateReview = (body: UpdateReviewInput) =>
  apiFetch<{ message: string }>("/review-update", { method: "POST", body });

/**
 * Changes the comment of one of the user's reviews, then refetches what shows it: their review list, the camp's
 * detail (its reviews) and "Your review" on it.
 */
export function useUpdateReview(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateReviewInput, "email">) => updateReview({ ...input, email }),
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownDataKeys.reviews(email) }),
        queryClient.invalidateQueries({ queryKey: ownDataKeys.campStates(email) }),
        queryClient.invalidateQueries({ queryKey: campKeys.detail(input.mealId) }),
      ]),
  });
}
