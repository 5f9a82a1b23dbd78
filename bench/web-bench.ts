import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";

export interface BundleFigures {
  page: string;
  /** Before any input: what a visitor's phone fetches to show the page. */
  jsKb: number;
  cssKb: number;
  /** Once the visitor's first input has started the app (ADR 020) and it has taken over the page. */
  jsAfterInputKb: number;
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Largest contentful paint, seconds. */
  lcp: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Resolves once no script or stylesheet has been in flight for `quietMs`. */
async function settled(inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((r) => setTimeout(r, 50));
    if (inFlight() > 0) quietSince = Date.now();
  }
}

/**
 * Gzipped JavaScript and CSS each page loads before anyone touches it (until the network is idle), then the
 * JavaScript it has loaded once a first input (a Shift press) has started the app and the app has taken over.
 */
export async function bundleSizes(origin: string, pages: string[]): Promise<BundleFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const figures: BundleFigures[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      let inFlight = 0;
      tab.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        inFlight++;
        pending.push(
          response
            .body()
            .then((body) => {
              sizes[type === "script" ? "js" : "css"] += zlib.gzipSync(body, { level: 9 }).length;
            })
            .finally(() => inFlight--),
        );
      });
      await tab.goto(`${origin}${page}`, { waitUntil: "networkidle" });
      await Promise.all(pending);
      const before = { ...sizes };
      await tab.keyboard.press("Shift");
      await tab.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
        timeout: 30_000,
      });
      await settled(() => inFlight);
      await Promise.all(pending);
      figures.push({ page, jsKb: kb(before.js), cssKb: kb(before.css), jsAfterInputKb: kb(sizes.js) });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on each page, median of `runs`. */
export async function lighthouseScores(origin: string, pages: string[], runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const samples: Omit<LighthouseFigures, "page">[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
          lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000,
        });
      }
      const pick = (key: keyof Omit<LighthouseFigures, "page">) => median(samples.map((s) => s[key]));
      figures.push({
        page,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        cls: pick("cls"),
        lcp: pick("lcp"),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
