import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./chromium.ts";
import { screenshotDir } from "./paths.ts";
import { WAIT_MS } from "./wait.ts";

export { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./chromium.ts";

export interface BrowserFixture {
  /** The running server, e.g. http://127.0.0.1:41234. */
  readonly baseURL: string;
  /**
   * A page in a fresh context (own cookies and storage); closed after the current test. Service workers are blocked
   * unless asked for: the installable app's worker (ADR 018) is tested where it matters, and elsewhere every request
   * stays visible to `page.route`.
   */
  newPage(options?: PageOptions): Promise<Page>;
}

export interface PageOptions {
  serviceWorkers?: "allow" | "block";
  viewport?: { width: number; height: number };
  /** False reads the server-rendered pages as a browser without JavaScript does (issue 22). */
  javaScriptEnabled?: boolean;
  /** Another server than the run's shared one (a test that starts its own, e.g. with SMTP_URL). */
  baseURL?: string;
}

let shared: Promise<Browser> | undefined;

/** One Chromium per test worker, for every file that asks for no flags of its own (about a second of CPU per file saved). */
function sharedBrowser(): Promise<Browser> {
  shared ??= launchChromium([]);
  return shared;
}

function launchChromium(args: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
}

/**
 * Call once at the top of a test file: a Chromium for the file (the worker's shared one, or its own when it asks for
 * extra flags), a fresh context per page, every context closed after each test, and a full-page screenshot of every open page when a test fails.
 */
export function setupBrowser(launch: { args?: readonly string[] } = {}): BrowserFixture {
  const baseURL = inject("baseURL");
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = launch.args?.length ? await launchChromium(launch.args) : await sharedBrowser();
    if (!browser.isConnected()) {
      shared = undefined;
      browser = await sharedBrowser();
    }
  });

  afterEach(async (ctx) => {
    const open = contexts;
    contexts = [];
    if (ctx.task.result?.state === "fail") await screenshotPages(ctx, open);
    await Promise.all(open.map((context) => context.close()));
  });

  afterAll(async () => {
    // The worker's shared Chromium stays for its next file (e2e/vitest.config.ts runs files unisolated); Playwright
    // closes it when the worker exits. A browser launched with flags of its own is this file's alone.
    if (browser && launch.args?.length) await browser.close();
  });

  return {
    baseURL,
    async newPage(options: PageOptions = {}) {
      if (!browser) throw new Error("setupBrowser(): the browser is not started; call newPage() inside a test");
      // Reduced motion, as a person may ask for it: the confirmation dialogs then open and close at once, so a
      // click never lands on a button still zooming in (with Chromium 156 such a click once missed OK).
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        reducedMotion: "reduce",
        serviceWorkers: options.serviceWorkers ?? "block",
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      // Fail a missing element well inside the test timeout, leaving time for the screenshot.
      context.setDefaultTimeout(WAIT_MS);
      return waitingForTheApp(await context.newPage(), options.javaScriptEnabled ?? true);
    },
  };
}

/**
 * A page whose `goto` and `reload` come back once the app has taken over the document (`<html data-hydrated>`),
 * so a test's steps start from a page that answers at once. A visitor's server-rendered page (ADR 019) loads the
 * app at the first input (ADR 020): this gives it one, a Shift press, as a person's first touch would. Documents
 * that are not the app (an API answer) return at once.
 */
function waitingForTheApp(page: Page, javaScript: boolean): Page {
  if (!javaScript) return page;
  const appReady = async () => {
    const waitsForInput = await page.evaluate(
      () => document.getElementById("medcamp-data")?.dataset.start === "on-input",
    );
    if (waitsForInput) await page.keyboard.press("Shift");
    await page.waitForFunction(
      () => !document.getElementById("root") || document.documentElement.hasAttribute("data-hydrated"),
    );
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady();
    return response;
  };
  return page;
}

async function screenshotPages(ctx: TestContext, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  fs.mkdirSync(screenshotDir, { recursive: true });
  const base = fileSafe(ctx.task.fullName || ctx.task.name);
  for (const [index, page] of pages.entries()) {
    const file = path.join(screenshotDir, `${base}${index === 0 ? "" : `-${index + 1}`}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      console.error(`e2e: screenshot of the failed test saved to ${file}`);
    } catch (error) {
      console.error(`e2e: could not screenshot ${page.url()}: ${String(error)}`);
    }
  }
}

function fileSafe(name: string): string {
  return (
    name
      .replace(/[^a-zA-Z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 150) || "test"
  );
}
