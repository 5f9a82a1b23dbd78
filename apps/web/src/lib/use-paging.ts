import { PAGE_SIZE_DEFAULT, PAGE_START } from "@medcamp/contract";
import { useState } from "react";

/** Page and page size of a list; a new page size returns to page 1 (product.md §9). */
export function usePaging(initialSize: number = PAGE_SIZE_DEFAULT) {
  const [page, setPage] = useState<number>(PAGE_START);
  const [pageSize, setSize] = useState(initialSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize(size: number) {
      setSize(size);
      setPage(PAGE_START);
    },
  };
}

export type Paging = ReturnType<typeof usePaging>;
