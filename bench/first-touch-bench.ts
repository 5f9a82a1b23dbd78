import { type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";

/**
 * Lighthouse's slow 4G as DevTools applies it (its `mobileSlow4G` with the DevTools adjustments: 150 ms round trips
 * × 3.75, 1,638.4 kbit/s down and 750 up × 0.9), and its phone's CPU, four times slower than this machine's.
 */
const SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

export interface FirstTouchFigures {
  /** Before the app: the page just loaded (ADR 020 loads the app at the first input, ADR 025). */
  when: "before the app" | "with the app";
  /** From the tap on the theme switch to the paint that shows the other theme, ms (the longest of its events). */
  themeTapMs: number;
  /** From choosing 7days in All Camps' category select to the painted list of 7-day camps, ms. */
  sevenDaysMs: number;
}

async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The page's own clock: every input event's time to the next paint (Event Timing, what INP is made of).
  await page.addInitScript(() => {
    const seen: Array<{ interaction: number; startTime: number; duration: number }> = [];
    (window as unknown as { inputToPaint: typeof seen }).inputToPaint = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
        if (entry.interactionId) {
          seen.push({ interaction: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
        }
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  return page;
}

/** Starts the app as a first input does (a key), and waits until it has taken the page over. */
async function withTheApp(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout: 60_000,
  });
}

/** The tap's time to its paint: the longest of the events of the tap's interaction, as Event Timing saw them. */
async function themeTap(page: Page): Promise<number> {
  const before = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
  const since = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Switch to dark theme" }).tap();
  await page.waitForFunction((old) => document.documentElement.getAttribute("data-theme") !== old, before);
  // Event Timing reports an interaction once its paint is done.
  const read = () =>
    page.evaluate(
      (from) =>
        (window as unknown as { inputToPaint: Array<{ startTime: number; duration: number }> }).inputToPaint
          .filter((entry) => entry.startTime >= from)
          .map((entry) => entry.duration),
      since,
    );
  let durations = await read();
  for (let i = 0; i < 50 && durations.length === 0; i++) {
    await page.waitForTimeout(100);
    durations = await read();
  }
  if (durations.length === 0) throw new Error("the tap's event timing never came");
  return Math.max(...durations);
}

/**
 * From the change event's time (on the page's clock, as epoch milliseconds) to the painted list of 7-day camps: the
 * next page's first paint when the choice sent the form (before the app), else the frame after the app's list shows
 * only 7-day camps.
 */
async function sevenDays(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.addEventListener(
      "change",
      (event) => sessionStorage.setItem("chosenAt", String(performance.timeOrigin + event.timeStamp)),
      { capture: true, once: true },
    );
    // No named functions in here: the test runner's transform would name them with a helper the page lacks.
    new MutationObserver((_, observer) => {
      const cards = Array.from(document.querySelectorAll("main article"), (a) => a.textContent ?? "");
      const onlySevenDays = cards.length > 0 && cards.every((text) => text.includes("Category: 7days"));
      if (!sessionStorage.getItem("chosenAt") || !onlySevenDays) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        sessionStorage.setItem("shownAt", String(performance.timeOrigin + performance.now())),
      );
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // A finger lands on the select (its pointerdown starts the app, ADR 020), then 7days is chosen in its list.
  const select = page.getByLabel("Category", { exact: true });
  await select.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
  await select.selectOption("7days");
  await page.waitForURL(/category=7days/, { timeout: 60_000 });
  const shownAt = async () =>
    page.evaluate(() => {
      const same = sessionStorage.getItem("shownAt");
      if (same) return Number(same);
      // A new document: its first paint shows the whole filtered page (ADR 019 paints it once, whole).
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return paint && !document.documentElement.hasAttribute("data-hydrated") && location.search.includes("7days")
        ? performance.timeOrigin + paint.startTime
        : undefined;
    });
  let shown: number | undefined;
  for (let i = 0; i < 600 && shown === undefined; i++) {
    shown = await shownAt().catch(() => undefined);
    if (shown === undefined) await page.waitForTimeout(100);
  }
  const chosen = Number(await page.evaluate(() => sessionStorage.getItem("chosenAt")));
  if (shown === undefined || !chosen) throw new Error("the 7-day list was never shown");
  return Math.round(shown - chosen);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * What a person on a slow phone feels at their first touch of a public page (issue 36): the theme switch's answer and
 * All Camps' 7days choice, right after the page has loaded (before the app) and once the app has taken over; the
 * median of `runs` fresh visits each.
 */
export async function firstTouchTimes(origin: string, runs = 3): Promise<FirstTouchFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const figures: FirstTouchFigures[] = [];
    for (const when of ["before the app", "with the app"] as const) {
      const theme: number[] = [];
      const filter: number[] = [];
      for (let run = 0; run < runs; run++) {
        for (const [path, measure, into] of [
          ["/", themeTap, theme],
          ["/meals", sevenDays, filter],
        ] as const) {
          const context = await browser.newContext({ ...PHONE, serviceWorkers: "block", reducedMotion: "reduce" });
          const page = await slowPhonePage(context);
          await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 120_000 });
          if (when === "with the app") await withTheApp(page);
          into.push(await measure(page));
          await context.close();
        }
      }
      figures.push({ when, themeTapMs: median(theme), sevenDaysMs: median(filter) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
