import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_START } from "@medcamp/contract";
import { useCallback } from "react";
import { PAGE_PARAM, type QueryChanges, queryInt, useQueryState } from "./use-query-state";

export { PAGE_PARAM } from "./use-query-state";

/** The query name of a list's page size (architecture.md §5). */
export const LIMIT_PARAM = "limit";
const PAGE_MAX = 1_000_000;

/** The page of a list as the URL has it (`page`, 1 when absent). */
export const pageFromQuery = (params: URLSearchParams) => queryInt(params.get(PAGE_PARAM), PAGE_MAX) ?? PAGE_START;

/** `page` as a query value: left out for the first page. */
export const pageQueryValue = (page: number) => (page === PAGE_START ? undefined : String(page));

/**
 * Page and page size of a list, kept in the URL (`page`, `limit`; left out while they are the defaults) so that
 * Back, refresh and a shared link show the same page. Choosing a page or a size adds a history entry; a new page
 * size returns to page 1 (product.md §9). Correcting a page that no longer exists replaces the entry.
 * The list's own filters (sort, search) live beside them: `setFilters` changes them and returns to page 1.
 */
export function usePaging(initialSize: number = PAGE_SIZE_DEFAULT) {
  const { params, update } = useQueryState();
  const page = pageFromQuery(params);
  const pageSize = queryInt(params.get(LIMIT_PARAM), PAGE_SIZE_MAX) ?? initialSize;

  const goTo = useCallback(
    (next: { page: number; limit?: number }, replace = false) =>
      update(
        {
          [PAGE_PARAM]: pageQueryValue(next.page),
          ...(next.limit !== undefined && {
            [LIMIT_PARAM]: next.limit === initialSize ? undefined : String(next.limit),
          }),
        },
        { replace },
      ),
    [update, initialSize],
  );

  return {
    page,
    pageSize,
    /** The whole query string, for the list's own filters. */
    params,
    setPage: useCallback((next: number) => goTo({ page: next }), [goTo]),
    /** Moves to an existing page without a history entry (the list got shorter). */
    correctPage: useCallback((next: number) => goTo({ page: next }, true), [goTo]),
    setPageSize: useCallback((size: number) => goTo({ page: PAGE_START, limit: size }), [goTo]),
    /** A new sort or search (a history entry), from page 1. */
    setFilters: useCallback((changes: QueryChanges) => update({ ...changes, [PAGE_PARAM]: undefined }), [update]),
  };
}

export type Paging = ReturnType<typeof usePaging>;
