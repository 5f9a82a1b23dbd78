import type { LikeResponse, MealDetail } from "@medcamp/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys } from "../../../lib/query-keys";

/** POST /api/meals/:id/like { email } → { message, likes }; 400 when already liked, 401 without a session. */
export const likeCamp = (id: string, email: string) =>
  apiFetch<LikeResponse>(`/meals/${encodeURIComponent(id)}/like`, { method: "POST", body: { email } });

/** Marks the cached camp as liked by `email`, with the server's count when known (product.md §4: Liked, count + 1). */
export function markLiked(queryClient: QueryClient, id: string, email: string, likes?: number) {
  queryClient.setQueryData<MealDetail>(campKeys.detail(id), (camp) =>
    camp && !camp.likedby.includes(email)
      ? { ...camp, likes: likes ?? camp.likes + 1, likedby: [...camp.likedby, email] }
      : camp,
  );
}

/** Likes a camp once: the detail shows Liked and the new count at once; the lists refetch. */
export function useLikeCamp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => likeCamp(id, email),
    onSuccess: (result, email) => {
      markLiked(queryClient, id, email, result.likes);
      void queryClient.invalidateQueries({ queryKey: campKeys.all, predicate: (q) => !campKeys.isDetail(q.queryKey) });
    },
  });
}
