import type { ReactNode } from "react";
import { type ChartBuilder, UplotChart } from "../../components/charts/uplot-chart";
import { numberFormat } from "../../i18n/intl";
import { MESSAGES } from "../../i18n/messages";

// The building blocks of the report's sections: a card, figures as a list of terms, a table that scrolls inside its
// own box on a phone (never the page), and a chart with its figures as a table.

const T = MESSAGES.campReportUi;

/** A count in the reader's digits. */
export const count = (n: number) => numberFormat().format(n);

/** One section of the report, headed for screen readers' heading list. */
export function ReportCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card min-w-0 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body min-w-0 gap-3 p-4">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Labelled figures side by side, wrapping on a phone. */
export function Figures({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-box bg-base-200 p-3">
          <dt className="text-sm text-base-content/80">{label}</dt>
          <dd className="text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TableData {
  headers: readonly string[];
  /** Each row's first cell heads the row. */
  rows: readonly (readonly (string | number)[])[];
  /** A last row of totals, headed like the others. */
  footer?: readonly (string | number)[];
}

const cell = (value: string | number) => (typeof value === "number" ? count(value) : value);

/** A table in a box of its own that scrolls sideways when it is wider than the screen (focusable, for keyboards). */
export function FigureTable({ caption, table }: { caption: string; table: TableData }) {
  const row = (cells: readonly (string | number)[]) =>
    cells.map((value, j) =>
      j === 0 ? (
        <th key={j} scope="row" className="font-normal">
          {cell(value)}
        </th>
      ) : (
        <td key={j} className="text-end tabular-nums">
          {cell(value)}
        </td>
      ),
    );
  return (
    // WCAG 2.1.1 (axe scrollable-region-focusable): a scrolling region must take the focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((header, j) => (
              <th key={header} scope="col" className={j === 0 ? undefined : "text-end"}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, i) => (
            <tr key={i}>{row(cells)}</tr>
          ))}
        </tbody>
        {table.footer && (
          <tfoot>
            <tr className="font-semibold">{row(table.footer)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * A chart (decoration) and, under "Show as table", its figures for everyone. `block`: a card's figure is a centred
 * flex row in daisyUI, which would put the table beside the chart and push the chart past a phone's edge.
 */
export function ChartWithTable({
  caption,
  build,
  height,
  table,
}: {
  caption: string;
  build: ChartBuilder;
  height?: number;
  table: TableData;
}) {
  return (
    <figure className="block min-w-0" data-report-chart>
      <figcaption className="sr-only">{caption}</figcaption>
      <UplotChart build={build} height={height} failedText={T.chartFailed} className="report-chart" />
      <details className="mt-2">
        <summary className="cursor-pointer py-1 text-sm font-medium">{T.showTable}</summary>
        <FigureTable caption={caption} table={table} />
      </details>
    </figure>
  );
}

/** The colour of each group of a stacked chart, as drawn (uplot-chart.tsx's theme colours, in order). */
const SWATCHES = ["bg-primary", "bg-secondary", "bg-accent", "bg-info"] as const;

/** The names of a stacked chart's groups with their colours. */
export function ChartLegend({ names }: { names: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {names.map((name, i) => (
        <li key={name} className="flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm ${SWATCHES[i % 4]}`} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
