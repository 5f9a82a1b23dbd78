import type { InsertedId, ReviewBody } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys } from "../../../lib/query-keys";

export type ReviewInput = ReviewBody & { email: string };

/** POST /api/meals/:id/review { email, comment, rating } → 201 { insertedId }; 409 "User already reviewed the meal". */
export const reviewCamp = (id: string, body: ReviewInput) =>
  apiFetch<InsertedId>(`/meals/${encodeURIComponent(id)}/review`, { method: "POST", body });

/** Reviews a camp once, then refetches it (the new review appears in its list) and the lists (count, rating). */
export function useReviewCamp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => reviewCamp(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campKeys.all });
    },
  });
}
