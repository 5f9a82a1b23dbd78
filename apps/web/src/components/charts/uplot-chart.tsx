import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import { subscribeToTheme } from "../../lib/theme";

/** The theme's colours, read from its CSS variables when a chart is drawn (so both themes follow). */
export interface ChartColors {
  text: string;
  grid: string;
  series: [string, string, string, string];
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
      read("--color-info", "#0369a1"),
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
 * first draw, so only the screens with charts (the admin overview, the camp report) ever load it (ADR 021). The
 * canvas is decoration for sighted readers: the table beside it carries the same figures for everyone.
 * `failedText` is shown when the browser cannot draw (each screen's own text, in its part of the catalogue).
 */
export function UplotChart({
  build,
  failedText,
  className = "",
  height = HEIGHT,
}: {
  build: ChartBuilder;
  failedText: string;
  className?: string;
  height?: number;
}) {
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
        // The box's width, never wider than a phone's screen allows (the page must not scroll sideways).
        const width = () => Math.max(element.clientWidth, 200);
        chart = new UPlot({ ...options, width: width(), height }, data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height }));
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
  }, [build, theme, height]);

  if (failed) return <p className="text-sm text-base-content/70">{failedText}</p>;
  return <div ref={box} className={`${className} w-full`} style={{ minHeight: height }} aria-hidden="true" />;
}
