import type uPlot from "uplot";
import type { ChartBuilder, ChartColors } from "../../components/charts/uplot-chart";
import { numberFormat } from "../../i18n/intl";

// The camp report's charts (issue 41), drawn with uPlot's bars path. Category charts with long names (stations,
// ICD-10 chapters) lie on their side, names on the left, so a phone shows every name without scrolling sideways.

const indices = (n: number) => Array.from({ length: n }, (_, i) => i);
const whole = (v: number) => (Number.isInteger(v) ? numberFormat().format(v) : "");
const upTo = (max: number) => Math.max(1, Math.ceil(max * 1.1));
/** Steps of a count axis: whole numbers only (no tick between 0 and 1 people). */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

function axisStyle(colors: ChartColors) {
  return { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
}

/** A name cut to fit beside a bar: the table under the chart has it in full. */
const short = (label: string, max = 16) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/** Pixels of a horizontal chart: a row per category and room for the count axis. */
export const sidewaysHeight = (categories: number) => Math.max(120, categories * 30 + 48);

/** One count per category as horizontal bars, names on the left, top to bottom in the given order. */
export const sidewaysBars =
  (labels: string[], values: number[], color: 0 | 1 | 2 | 3 = 0): ChartBuilder =>
  (UPlot, colors) => {
    const names = labels.map((label) => short(label));
    const nameWidth = Math.min(130, Math.max(40, Math.max(...names.map((n) => n.length), 2) * 7 + 16));
    return {
      options: {
        scales: {
          x: { time: false, ori: 1, dir: -1, range: [-0.6, labels.length - 0.4] },
          y: { ori: 0, range: (_u, _min, max) => [0, upTo(max)] },
        },
        axes: [
          {
            ...axisStyle(colors),
            side: 3,
            size: nameWidth,
            grid: { show: false },
            space: 10,
            incrs: [1],
            values: (_u, splits) => splits.map((i) => names[i] ?? ""),
          },
          { ...axisStyle(colors), side: 2, space: 40, incrs: COUNT_STEPS, values: (_u, splits) => splits.map(whole) },
        ],
        series: [
          {},
          {
            stroke: colors.series[color],
            fill: colors.series[color],
            paths: UPlot.paths.bars!({ size: [0.7, 28] }),
            points: { show: false },
          },
        ],
        legend: { show: false },
        cursor: { show: false },
      },
      data: [indices(labels.length), values],
    };
  };

/**
 * Counts per category stacked by group (people of each sex per age band): each group's bar is drawn as the running
 * total up to it, the largest first, so the later (shorter) ones lie over it and each shows as its own band.
 */
export const stackedBars =
  (labels: string[], groups: number[][]): ChartBuilder =>
  (UPlot, colors) => {
    const running = groups.map((_, g) => labels.map((_l, i) => groups.slice(0, g + 1).reduce((n, s) => n + s[i]!, 0)));
    const drawn = running.map((values, g) => ({ values, g })).reverse();
    return {
      options: {
        scales: {
          x: { time: false, range: [-0.6, labels.length - 0.4] },
          y: { range: (_u, _min, max) => [0, upTo(max)] },
        },
        axes: [
          {
            ...axisStyle(colors),
            grid: { show: false },
            space: 10,
            incrs: [1],
            values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
          },
          { ...axisStyle(colors), size: 44, incrs: COUNT_STEPS, values: (_u, splits) => splits.map(whole) },
        ],
        series: [
          {},
          ...drawn.map(({ g }) => ({
            stroke: colors.series[g % 4],
            fill: colors.series[g % 4],
            paths: UPlot.paths.bars!({ size: [0.7, 40] }),
            points: { show: false },
          })),
        ],
        legend: { show: false },
        cursor: { show: false },
      },
      data: [indices(labels.length), ...drawn.map(({ values }) => values)] as uPlot.AlignedData,
    };
  };
