import type { InsertedId, ReviewBody } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys, ownDataKeys } from "../../../lib/query-keys";

export type ReviewInput = ReviewBody & { email: string };

/** POST /api/meals/:id/review { email, comment, rating } → 201 { insertedId }; 409 "User already reviewed the meal". */
export const reviewCamp = (id: string, body: ReviewInput) =>
  apiFetch<InsertedId>(`/meals/${encodeURIComponent(id)}/review`, { method: "POST", body });

/**
 * Reviews a camp once, then refetches it (the new review appears in its list), the lists (count, rating) and the
 * user's standing with the camp (the form gives way to "Your review"), also after a 409 from an earlier review.
 */
export function useReviewCamp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => reviewCamp(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campKeys.all });
    },
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownDataKeys.campState(body.email, id) }),
        queryClient.invalidateQueries({ queryKey: ownDataKeys.reviews(body.email) }),
      ]),
  });
}
