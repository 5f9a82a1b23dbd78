import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/harness/chromium.ts";

export interface BundleFigures {
  page: string;
  jsKb: number;
  cssKb: number;
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Gzipped JavaScript and CSS each page loads before anyone touches it (until the network is idle). */
export async function bundleSizes(origin: string, pages: string[]): Promise<BundleFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const figures: BundleFigures[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      tab.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        pending.push(
          response.body().then((body) => {
            sizes[type === "script" ? "js" : "css"] += zlib.gzipSync(body, { level: 9 }).length;
          }),
        );
      });
      await tab.goto(`${origin}${page}`, { waitUntil: "networkidle" });
      await Promise.all(pending);
      figures.push({ page, jsKb: kb(sizes.js), cssKb: kb(sizes.css) });
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
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
