import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";
import { pseudoChunk, pseudoOf } from "./harness/languages.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, newAdmin } from "./harness/admin.ts";
import { emptyListsSwitch } from "./harness/empty-lists.ts";
import { openScreen } from "./harness/screen-ready.ts";
import { demoCamps, type Role, SEEN_AS, screensOf } from "./harness/screens.ts";

const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WALK_TIMEOUT = 240_000;

/**
 * The pseudo-locale (issue 24): every text of the catalogue accented and 40 % longer, so a layout that only fits
 * English shows here. It is served in place of the Spanish chunks (a language no visitor here chose), and the pages
 * come from the server in English (the language cookie is left off page loads), so the app switches to it itself.
 */
async function inPseudoLocale(page: Page) {
  const chunks = { main: pseudoChunk("main"), admin: pseudoChunk("admin"), legal: pseudoChunk("legal") };
  await page.route(/\/assets\/lang-es-(main|admin|legal)-[\w-]+\.js$/, (route) => {
    const part = /lang-es-(main|admin|legal)-/.exec(route.request().url())![1] as keyof typeof chunks;
    return route.fulfill({ status: 200, contentType: "text/javascript", body: chunks[part] });
  });
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const headers = { ...route.request().headers() };
      if (headers.cookie)
        headers.cookie = headers.cookie.replace(new RegExp(`(^|;\\s*)${LOCALE_COOKIE}=[^;]*`, "g"), "");
      return route.fallback({ headers });
    },
  );
  await page.addInitScript((key) => localStorage.setItem(key, "es"), LOCALE_STORAGE_KEY);
}

/**
 * A page for the role on an account of this file's own, named as the seeded one (the screens' headings name it): a
 * profile's language follows its person, and the seeded accounts are shared with files running at the same time.
 */
async function ownPage(role: Role): Promise<Page> {
  if (role === "admin") return (await newAdmin(ui, await asAdmin(ui), SEEN_AS.admin.name)).page;
  const page = await ui.newPage();
  if (role === "camper") await signUpInBrowser(page, ui.baseURL, SEEN_AS.camper.name);
  return page;
}

async function walk(role: Role) {
  const page = await ownPage(role);
  await inPseudoLocale(page);
  const empty = await emptyListsSwitch(page);
  const camps = await demoCamps(page);
  const problems: string[] = [];
  for (const screen of screensOf(role)) {
    if (screen.empty) continue;
    await page.setViewportSize(PHONE);
    await openScreen(page, { ...screen, heading: (c) => pseudoOf(screen.heading(c)) }, camps, empty);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      problems.push(...(await horizontalOverflow(page)).map((p) => `${screen.name} ${size.width}: sticks out: ${p}`));
    }
  }
  return problems;
}

describe("pseudo-locale: every text accented and 40 % longer still fits at 390 and 1280 px (issue 24)", () => {
  for (const role of ["visitor", "camper", "admin"] as const) {
    test(`every ${role} screen`, { timeout: WALK_TIMEOUT }, async () => {
      expect(await walk(role)).toEqual([]);
    });
  }
});
