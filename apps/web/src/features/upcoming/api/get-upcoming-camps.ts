import { PAGE_START, type UpcomingMealPage } from "@medcamp/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { upcomingKeys } from "../../../lib/query-keys";

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
