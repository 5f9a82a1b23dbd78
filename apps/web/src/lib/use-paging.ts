import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_START } from "@medcamp/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A whole number from `min` to `max` in the query string, or undefined. */
function queryInt(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * Page and page size of a list, kept in the URL (`page`, `limit`; left out while they are the defaults) so that
 * Back, refresh and a shared link show the same page. Choosing a page or a size adds a history entry; a new page
 * size returns to page 1 (product.md §9). Correcting a page that no longer exists replaces the entry.
 */
export function usePaging(initialSize: number = PAGE_SIZE_DEFAULT) {
  const [params, setParams] = useSearchParams();
  const page = queryInt(params.get("page"), 1_000_000) ?? PAGE_START;
  const pageSize = queryInt(params.get("limit"), PAGE_SIZE_MAX) ?? initialSize;

  const update = useCallback(
    (next: { page: number; limit?: number }, replace = false) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.page === PAGE_START) params.delete("page");
          else params.set("page", String(next.page));
          if (next.limit === initialSize) params.delete("limit");
          else if (next.limit !== undefined) params.set("limit", String(next.limit));
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams, initialSize],
  );

  return {
    page,
    pageSize,
    setPage: useCallback((next: number) => update({ page: next }), [update]),
    /** Moves to an existing page without a history entry (the list got shorter). */
    correctPage: useCallback((next: number) => update({ page: next }, true), [update]),
    setPageSize: useCallback((size: number) => update({ page: PAGE_START, limit: size }), [update]),
  };
}

export type Paging = ReturnType<typeof usePaging>;
