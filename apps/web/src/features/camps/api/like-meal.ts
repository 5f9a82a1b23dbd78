import type { LikeResponse, MealDetail } from "@medcamp/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys } from "../../../lib/query-keys";

/** POST /api/meals/:id/like { email } → { message, likes }; 400 when already liked, 401 without a session. */
export const likeMeal = (id: string, email: string) =>
  apiFetch<LikeResponse>(`/meals/${encodeURIComponent(id)}/like`, { method: "POST", body: { email } });

/** Marks the cached camp as liked by `email`, with the server's count when known (product.md §4: Liked, count + 1). */
export function markLiked(queryClient: QueryClient, id: string, email: string, likes?: number) {
  queryClient.setQueryData<MealDetail>(campKeys.detail(id), (meal) =>
    meal && !meal.likedby.includes(email)
      ? { ...meal, likes: likes ?? meal.likes + 1, likedby: [...meal.likedby, email] }
      : meal,
  );
}

/** Likes a camp once: the detail shows Liked and the new count at once; the lists refetch. */
export function useLikeMeal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => likeMeal(id, email),
    onSuccess: (result, email) => {
      markLiked(queryClient, id, email, result.likes);
      void queryClient.invalidateQueries({ queryKey: campKeys.all, predicate: (q) => !campKeys.isDetail(q.queryKey) });
    },
  });
}
