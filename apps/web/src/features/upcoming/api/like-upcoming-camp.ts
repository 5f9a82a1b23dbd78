import type { UpcomingMealPage } from "@medcamp/contract";
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { upcomingKeys } from "../../../lib/query-keys";

/** POST /api/like-upcoming-meal { mealId, userEmail } → 201 { message }; 403 without a badge, 400 when repeated. */
export const likeUpcomingCamp = (mealId: string, userEmail: string) =>
  apiFetch<{ message: string }>("/like-upcoming-meal", { method: "POST", body: { mealId, userEmail } });

/** Marks the cached upcoming camp as liked by `userEmail`; `countIt` also adds the like to its count (product.md §4). */
export function markUpcomingLiked(queryClient: QueryClient, mealId: string, userEmail: string, countIt: boolean) {
  queryClient.setQueriesData<InfiniteData<UpcomingMealPage>>({ queryKey: upcomingKeys.pages() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            meals: page.meals.map((m) =>
              m._id === mealId && !m.likedby.includes(userEmail)
                ? { ...m, likes: m.likes + (countIt ? 1 : 0), likedby: [...m.likedby, userEmail] }
                : m,
            ),
          })),
        }
      : data,
  );
}

/** On 201 the card shows Liked and one more like at once (product.md §4); the refetch then brings the server's numbers. */
export function useLikeUpcomingCamp(mealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userEmail: string) => likeUpcomingCamp(mealId, userEmail),
    onSuccess: (_data, userEmail) => {
      markUpcomingLiked(queryClient, mealId, userEmail, true);
      void queryClient.invalidateQueries({ queryKey: upcomingKeys.all });
    },
  });
}
