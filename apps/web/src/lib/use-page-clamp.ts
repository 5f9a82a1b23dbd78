import { useEffect } from "react";

/**
 * Steps back when the current page no longer exists, e.g. after the last row of the last page was cancelled or
 * deleted (the server answers at least one page).
 */
export function usePageClamp(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
