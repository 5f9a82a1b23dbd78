import { MESSAGES } from "../../../i18n/messages";
import type { ReactNode } from "react";
import { type ChartBuilder, UplotChart } from "../../../components/charts/uplot-chart";

/** One table view of a chart: its column headers and rows of cells. */
export interface ChartTable {
  headers: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its caption and, under "Show as table", the same figures as a table: the accessible view (screen
 * readers, keyboard, print) of what the canvas draws.
 */
export function ChartCard({
  title,
  build,
  table,
  empty,
}: {
  title: string;
  build: ChartBuilder;
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
}) {
  return (
    <figure className="card min-w-0 border border-base-300 bg-base-100 p-4 text-start shadow-sm">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      {empty ?? <UplotChart build={build} failedText={MESSAGES.overview.chartFailed} className="overview-chart" />}
      <details className="mt-2">
        <summary className="cursor-pointer py-1 text-sm font-medium">{MESSAGES.overview.showTable}</summary>
        {/* Focusable, so a keyboard can scroll a wide table sideways (WCAG 2.1.1; axe scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
        <div className="mt-2 overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
