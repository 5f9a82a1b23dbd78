import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";

type Props = {
  page: number;
  totalPages: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  /** Changing the page size returns to page 1 (product.md §9); the caller resets the page. */
  onPageSizeChange: (size: number) => void;
  /** "numbers": one button per page; "prev-next": Previous / Next with "Page X of Y". */
  variant?: "numbers" | "prev-next";
  label?: string;
};

/** Pagination buttons plus the page-size select used by every dashboard and admin list. */
export function ListPager({
  page,
  totalPages,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  variant = "numbers",
  label = MESSAGES.common.pagination,
}: Props) {
  const id = useId();
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {variant === "numbers" ? (
        <div className="join flex-wrap">
          {pages.map((p) => (
            <button
              key={p}
              type="button"
              className={`join-item btn btn-sm ${p === page ? "btn-primary" : ""}`}
              aria-current={p === page ? "page" : undefined}
              aria-label={MESSAGES.common.page(p)}
              onClick={() => onPageChange(p)}
            >
              {p}
            </button>
          ))}
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {MESSAGES.common.previous}
          </button>
          <span aria-live="polite" className="text-sm">
            {MESSAGES.common.pageOf(page, totalPages)}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {MESSAGES.common.next}
          </button>
        </div>
      )}
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm">
          {MESSAGES.common.perPage}
        </label>
        <select
          id={id}
          className="select select-bordered select-sm w-20"
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
