import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";
import { pseudoCatalog, pseudoOf } from "./harness/languages.ts";
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
  const body = `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(pseudoCatalog()))});`;
  await page.route(/\/assets\/lang-es-\w+-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body }),
  );
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const headers = { ...route.request().headers() };
      if (headers.cookie) headers.cookie = headers.cookie.replace(/(^|;\s*)medcamp_lang=[^;]*/g, "");
      return route.fallback({ headers });
    },
  );
  await page.addInitScript(() => localStorage.setItem("medcamp.locale", "es"));
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
