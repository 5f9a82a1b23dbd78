import { PAGE_START, type UpcomingMealPage } from "@medcamp/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * Query keys under ["upcoming-meals"], which the admin's upcoming page invalidates after adding or publishing (it
 * keeps its own plain list at exactly ["upcoming-meals"]).
 */
export const upcomingKeys = {
  all: ["upcoming-meals"] as const,
  pages: () => [...upcomingKeys.all, "pages"] as const,
  pagesOf: (limit: number) => [...upcomingKeys.pages(), limit] as const,
};

/** GET /api/upcoming-meals?page&limit → { meals, totalPages }, newest first; `likedby` holds the user's own e-mail. */
export const getUpcomingPage = (page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<UpcomingMealPage>(`/upcoming-meals?page=${page}&limit=${limit}`, { signal });

/** The upcoming camps read page by page ("Load more"); each request asks for one page only. */
export const upcomingPagesQueryOptions = (limit: number) =>
  infiniteQueryOptions({
    queryKey: upcomingKeys.pagesOf(limit),
    queryFn: ({ pageParam, signal }) => getUpcomingPage(pageParam, limit, signal),
    initialPageParam: PAGE_START,
    getNextPageParam: (last: UpcomingMealPage, pages: UpcomingMealPage[]) =>
      pages.length < last.totalPages ? PAGE_START + pages.length : undefined,
  });

export const useUpcomingPages = (limit: number) => useInfiniteQuery(upcomingPagesQueryOptions(limit));
