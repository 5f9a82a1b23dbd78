import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

export type UpdateReviewInput = { email: string; reviewId: string; mealId: string; newComment: string };

/** POST /api/review-update { email, reviewId, mealId, newComment } → { message }. */
export const updateReview = (body: UpdateReviewInput) =>
  apiFetch<{ message: string }>("/review-update", { method: "POST", body });

/** Changes the comment of one of the user's reviews, then refetches their review list. */
export function useUpdateReview(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateReviewInput, "email">) => updateReview({ ...input, email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDataKeys.reviews(email) }),
  });
}
