import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

export type DeleteReviewInput = { email: string; reviewId: string; mealId: string };

/** POST /api/review-delete { email, reviewId, mealId } → { message }. */
export const deleteReview = (body: DeleteReviewInput) =>
  apiFetch<{ message: string }>("/review-delete", { method: "POST", body });

/** Deletes one of the user's reviews, then refetches their review list. */
export function useDeleteReview(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<DeleteReviewInput, "email">) => deleteReview({ ...input, email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDataKeys.reviews(email) }),
  });
}
