import { type Overview, PACKAGE_NAMES } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import type uPlot from "uplot";
import type { ChartBuilder, ChartColors } from "../../../components/charts/uplot-chart";
import { dateFormat, numberFormat } from "../../../i18n/intl";

const M = MESSAGES.overview;
const dayFormat = () => dateFormat({ month: "short", day: "numeric", timeZone: "UTC" });
export const dayLabel = (day: string) => dayFormat().format(new Date(`${day}T00:00:00Z`));
export const monthLabel = (month: string) =>
  dateFormat({ month: "short", year: "2-digit", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
export const campDayLabel = (instant: string) => dayFormat().format(new Date(instant));
/** Dollars in the reader's language ("$15", "US$১৫"). */
export const money = {
  format: (amount: number) =>
    numberFormat({ style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount),
};

/** Axes on a category x (0…n−1, labelled from `labels`) and a y from zero, in the theme's colours. */
function categoryAxes(colors: ChartColors, labels: string[], yValue?: (v: number) => string): uPlot.Axis[] {
  const common = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
  return [
    {
      ...common,
      grid: { show: false },
      space: 48,
      incrs: [1, 2, 3, 5, 10],
      values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
    },
    { ...common, size: 56, values: (_u, splits) => splits.map((v) => (yValue ? yValue(v) : String(v))) },
  ];
}

const categoryScales = (count: number, yMax?: number): uPlot.Scales => ({
  x: { time: false, range: [-0.6, count - 0.4] },
  y: { range: (_u, _min, max) => [0, yMax ?? Math.max(1, Math.ceil(max * 1.1))] },
});

const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The x series of a category chart: its legend shows the hovered category's label (not the index). */
const categorySeries = (label: string, labels: string[]): uPlot.Series => ({
  label,
  value: (_u, i) => (i === null ? "" : (labels[i] ?? "")),
});

function bars(UPlot: typeof uPlot, size: number, align: -1 | 0 | 1 = 0) {
  return UPlot.paths.bars!({ size: [size, 48], align });
}

export const requestsChart =
  (series: Overview["requestsPerDay"]): ChartBuilder =>
  (UPlot, colors) => ({
    options: {
      scales: categoryScales(series.length),
      axes: categoryAxes(
        colors,
        series.map((d) => dayLabel(d.day)),
      ),
      series: [
        {},
        {
          label: M.requests,
          stroke: colors.series[0],
          fill: colors.series[0],
          paths: bars(UPlot, 0.7),
          points: { show: false },
        },
      ],
      legend: { show: false },
    },
    data: [indices(series.length), series.map((d) => d.requests)],
  });

export const revenueChart =
  (series: Overview["revenuePerMonth"]): ChartBuilder =>
  (_UPlot, colors) => ({
    options: {
      scales: categoryScales(series.length),
      axes: categoryAxes(
        colors,
        series.map((m) => monthLabel(m.month)),
        (v) => money.format(v),
      ),
      series: [
        categorySeries(
          M.month,
          series.map((m) => monthLabel(m.month)),
        ),
        ...PACKAGE_NAMES.map((name, k) => ({
          label: name,
          stroke: colors.series[k % 3],
          width: 2,
          points: { show: true, size: 6, fill: colors.series[k % 3] },
          value: (_u: uPlot, v: number | null) => (v === null ? "" : money.format(v)),
        })),
      ],
    },
    data: [indices(series.length), ...PACKAGE_NAMES.map((name) => series.map((m) => m.packages[name]))],
  });

export const fillPercent = (c: Overview["nextCamps"][number]) => Math.round((c.seatsTaken / c.capacity) * 100);

export const fillChart =
  (camps: Overview["nextCamps"]): ChartBuilder =>
  (UPlot, colors) => ({
    options: {
      scales: categoryScales(camps.length, 100),
      axes: categoryAxes(
        colors,
        camps.map((c) => campDayLabel(c.startsAt)),
        (v) => `${v}%`,
      ),
      series: [
        {},
        {
          label: M.filled,
          stroke: colors.series[1],
          fill: colors.series[1],
          paths: bars(UPlot, 0.6),
          points: { show: false },
          value: (_u, v) => (v === null ? "" : `${v}%`),
        },
      ],
      legend: { show: false },
    },
    data: [indices(camps.length), camps.map(fillPercent)],
  });

export const attendanceChart =
  (camps: Overview["pastCamps"]): ChartBuilder =>
  (UPlot, colors) => ({
    options: {
      scales: categoryScales(camps.length),
      axes: categoryAxes(
        colors,
        camps.map((c) => campDayLabel(c.startsAt)),
      ),
      series: [
        categorySeries(
          M.camp,
          camps.map((c) => c.title),
        ),
        {
          label: M.expected,
          stroke: colors.series[2],
          fill: colors.series[2],
          paths: bars(UPlot, 0.35, -1),
          points: { show: false },
        },
        {
          label: M.checkedIn,
          stroke: colors.series[0],
          fill: colors.series[0],
          paths: bars(UPlot, 0.35, 1),
          points: { show: false },
        },
      ],
    },
    data: [indices(camps.length), camps.map((c) => c.expected), camps.map((c) => c.checkedIn)],
  });
