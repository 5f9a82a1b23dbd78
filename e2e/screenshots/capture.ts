// `npm run screenshots`: builds the web app and the server as `npm start` runs them, starts the server on a fresh
// embedded database with the demo seed, and captures every screen (e2e/harness/screens.ts) in the light and dark
// themes on a desktop (1280 × 900) and a phone (390 × 844) into docs/screenshots/{screen}-{theme}-{size}.png, and the
// clinic's stations on a phone (clinic-stations.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import type { Theme } from "../harness/axe.ts";
import { buildWeb } from "../harness/build-web.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../harness/chromium.ts";
import { chooseLanguageIn, inLanguage } from "../harness/languages.ts";
import { repoRoot } from "../harness/paths.ts";
import { openScreen, pageAs } from "../harness/screen-ready.ts";
import { demoCamps, type Role, screensOf } from "../harness/screens.ts";
import { LIFTED_SIGN_IN_LIMIT, startServer } from "../harness/server-process.ts";
import { captureClinicStations } from "./clinic-stations.ts";

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES: readonly Theme[] = ["light", "dark"];
const ROLES: readonly Role[] = ["visitor", "camper", "admin"];
const outDir = path.join(repoRoot, "docs", "screenshots");
/** Screens also shown in Arabic (issue 24): the layout mirrored, right to left. */
const ARABIC_SCREENS = new Set(["home", "camps", "camp-detail", "login", "requests", "admin-users"]);

/** Waits until the images in view have loaded (lazy ones further down never start). */
async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
}

async function captureRole(
  browser: Browser,
  baseURL: string,
  role: Role,
  theme: Theme,
  size: keyof typeof SIZES,
  arabic = false,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: SIZES[size],
    colorScheme: theme,
    reducedMotion: "reduce",
  });
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  if (arabic) await chooseLanguageIn(context, baseURL, "ar");
  const page = await context.newPage();
  const empty = await pageAs(page, baseURL, role);
  if (arabic && role !== "visitor") {
    await page.request.put("/api/me/locale", { data: { locale: "ar" }, headers: { origin: baseURL } });
  }
  const camps = await demoCamps(page);
  const written: string[] = [];
  for (const screen of screensOf(role)) {
    if (screen.empty || screen.noScreenshot || (arabic && !ARABIC_SCREENS.has(screen.name))) continue;
    const shown = arabic ? { ...screen, heading: (c: typeof camps) => headingIn(screen.heading(c)) } : screen;
    await openScreen(page, shown, camps, empty);
    await imagesInViewLoaded(page);
    const file = `${screen.name}${arabic ? "-ar" : ""}-${theme}-${size}.png`;
    await page.screenshot({ path: path.join(outDir, file) });
    written.push(file);
  }
  await context.close();
  return written;
}

/** A screen's heading in Arabic: the catalogue's text, or the data itself (a camp's title). */
function headingIn(english: string): string {
  try {
    return inLanguage("ar", english);
  } catch {
    return english;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-screenshots-"));
const webDir = path.join(dataDir, "web");
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let browser: Browser | undefined;
try {
  console.log("Building the web app and the server…");
  await buildWeb(webDir);
  server = await startServer(path.join(dataDir, "db"), {
    // Each role, theme, size and language signs in afresh, all from 127.0.0.1.
    env: { WEB_DIST_DIR: webDir, AUTH_RATE_LIMIT: LIFTED_SIGN_IN_LIMIT },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  fs.mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  for (const role of ROLES) {
    for (const theme of THEMES) {
      for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
        for (const file of await captureRole(browser, server.url, role, theme, size)) written.add(file);
      }
    }
  }
  for (const role of ROLES) {
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      for (const file of await captureRole(browser, server.url, role, "light", size, true)) written.add(file);
    }
  }
  for (const file of await captureClinicStations(browser, server.url, outDir)) written.add(file);
  // Screens that no longer exist leave no stale pictures behind.
  for (const file of fs.readdirSync(outDir)) {
    if (file.endsWith(".png") && !written.has(file)) fs.rmSync(path.join(outDir, file));
  }
  console.log(`${written.size} screenshots in ${path.relative(repoRoot, outDir)}/`);
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
