/**
 * Draws the installable app's icons (issue 21) from the favicon's mark with the machine's own Chromium, into
 * apps/web/public/icons: 192 and 512 px, and a 512 px "maskable" one whose mark keeps inside the safe circle.
 * Run after changing the mark: `npm run icons`; the PNGs are committed.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";

const OUT = path.resolve(import.meta.dirname, "../../apps/web/public/icons");
const INDIGO = "#4f46e5";
const CROSS = "M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z";

/** The mark on a rounded square (any-purpose icon) or on a full bleed with the cross scaled into the safe zone. */
function svg(size: number, maskable: boolean): string {
  const crossScale = maskable ? 0.7 : 1;
  const offset = (32 - 32 * crossScale) / 2;
  const background = maskable
    ? `<rect width="32" height="32" fill="${INDIGO}"/>`
    : `<rect width="32" height="32" rx="7" fill="${INDIGO}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${background}<path transform="translate(${offset} ${offset}) scale(${crossScale})" d="${CROSS}" fill="#fff"/></svg>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, size, maskable] of [
    ["icon-192.png", 192, false],
    ["icon-512.png", 512, false],
    ["icon-maskable-512.png", 512, true],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg(size, maskable)}`);
    await page.locator("svg").screenshot({ path: path.join(OUT, name), omitBackground: true });
    console.log(`wrote ${name}`);
  }
} finally {
  await browser.close();
}
