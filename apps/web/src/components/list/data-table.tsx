import { PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import type { ReactNode } from "react";
import { usePageClamp } from "../../lib/use-page-clamp";
import type { Paging } from "../../lib/use-paging";
import { ListPager } from "./list-pager";
import { QueryState } from "../feedback/query-state";

export type Column<Row> = {
  /** The column header; also the column's key, so unique within a table. */
  header: string;
  /** The cell of `row`; `index` is the row's place on this page, from 0. */
  cell: (row: Row, index: number) => ReactNode;
  /** Classes of the column's cells. */
  className?: string;
};

/**
 * A control another feature adds to each row of a table, and the dialog it opens (rendered once, after the table).
 * app/ composes the two: a feature never imports another.
 */
export type RowTool<Row> = { cell: (row: Row) => ReactNode; dialog?: ReactNode };

/** A column another feature adds to a table, and the dialog its cells open; composed in app/ like a `RowTool`. */
export type ColumnTool<Row> = Column<Row> & { dialog?: ReactNode };

export type TablePager = {
  paging: Paging;
  /** As the server answered; undefined until it has. */
  totalPages: number | undefined;
  /** The page sizes on offer; the usual ones unless given. */
  pageSizeOptions?: readonly number[];
  /** The pager's accessible name. */
  label?: string;
  variant?: "numbers" | "prev-next";
};

/** Rows are the server's documents, keyed by their `_id`. */
type Props<Row extends { _id: string }> = {
  /** The list's query: a spinner while it is pending, its error, and a busy table while it refetches. */
  query: { isPending: boolean; isFetching: boolean; error: Error | null };
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row>[];
  emptyText: string;
  /** A next step shown under the empty text. */
  emptyAction?: ReactNode;
  /** Shown instead of "Error: {message}" when the list fails to load. */
  errorText?: string;
  /** Page buttons and the page-size select under the table, for a list the server pages. */
  pager?: TablePager;
};

/**
 * A list as a table: loading, error and empty states, the rows, and the pager when the list is paged. On a phone the
 * same table shows each row as a card, every value named by its column's header.
 */
export function DataTable<Row extends { _id: string }>({
  query,
  rows = [],
  columns,
  emptyText,
  emptyAction,
  errorText,
  pager,
}: Props<Row>) {
  return (
    <>
      <QueryState
        loading={query.isPending}
        error={query.error}
        errorText={errorText}
        empty={rows.length === 0}
        emptyText={emptyText}
        emptyAction={emptyAction}
      >
        {/* On a phone (styles.css, .stacked-table) each row shows as a card of "Header: value" lines. */}
        <div className="stacked-table overflow-x-auto rounded-box border border-base-300" aria-busy={query.isFetching}>
          <table className="table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row._id}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className} data-label={column.header}>
                      <div className="stacked-value">{column.cell(row, index)}</div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      {pager && <Pager {...pager} />}
    </>
  );
}

/** Also steps back when the current page no longer exists (its last row was deleted). */
function Pager({ paging, totalPages, pageSizeOptions = PAGE_SIZE_OPTIONS, label, variant }: TablePager) {
  usePageClamp(paging.page, totalPages, paging.correctPage);
  return (
    <ListPager
      page={paging.page}
      totalPages={totalPages ?? 1}
      pageSize={paging.pageSize}
      pageSizeOptions={pageSizeOptions}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      label={label}
      variant={variant}
    />
  );
}
