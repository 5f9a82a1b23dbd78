import { MESSAGES } from "../../../i18n/messages";
import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import { subscribeToTheme } from "../../../lib/theme";

/** The theme's colours, read from its CSS variables when a chart is drawn (so both themes follow). */
export interface ChartColors {
  text: string;
  grid: string;
  series: [string, string, string];
}

function themeColors(): ChartColors {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: read("--color-base-content", "#16232f"),
    grid: read("--color-base-300", "#dce4ea"),
    series: [
      read("--color-primary", "#0f766e"),
      read("--color-secondary", "#4338ca"),
      read("--color-accent", "#c2410c"),
    ],
  };
}

/** What a chart draws: uPlot's options (less its size) and data, made with the library and the theme's colours. */
export type ChartBuilder = (
  UPlot: typeof uPlot,
  colors: ChartColors,
) => { options: Omit<uPlot.Options, "width" | "height">; data: uPlot.AlignedData };

const HEIGHT = 220;

/**
 * A uPlot canvas as wide as its box, redrawn when the box resizes or the theme changes. uPlot is imported here, on
 * first draw, so only the admin overview ever loads it (ADR 021). The canvas is decoration for sighted readers: the
 * table beside it carries the same figures for everyone.
 */
export function UplotChart({ build }: { build: ChartBuilder }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [theme, setTheme] = useState(0);

  useEffect(() => subscribeToTheme(() => setTheme((n) => n + 1)), []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void (async () => {
      try {
        // A browser (or test DOM) that cannot draw on a canvas gets the note; the table still has the figures.
        if (!document.createElement("canvas").getContext("2d")) throw new Error("no canvas");
        const [{ default: UPlot }] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
        if (cancelled) return;
        const { options, data } = build(UPlot, themeColors());
        const width = () => Math.max(element.clientWidth, 200);
        chart = new UPlot({ ...options, width: width(), height: HEIGHT }, data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
        observer.observe(element);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [build, theme]);

  if (failed) return <p className="text-sm text-base-content/70">{MESSAGES.overview.chartFailed}</p>;
  return <div ref={box} className="overview-chart w-full" style={{ minHeight: HEIGHT }} aria-hidden="true" />;
}
