import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Locale, LOCALE_NAMES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, newAdmin } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { inLanguage, TRANSLATED } from "./harness/languages.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { settled } from "./harness/screen-ready.ts";
import { demoCamps } from "./harness/screens.ts";

const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT = 180_000;
/** Axe runs in the scripts whose layout and glyphs differ most from English (issue 24). */
const AXE_LOCALES: readonly Locale[] = ["ar", "bn"];

async function heading(page: Page, locale: Locale, english: string) {
  await page.getByRole("heading", { level: 1, name: inLanguage(locale, english), exact: true }).waitFor();
  await settled(page);
}

async function saveProfileLanguage(page: Page, locale: Locale) {
  const saved = await page.request.put("/api/me/locale", { data: { locale }, headers: { origin: ui.baseURL } });
  expect(saved.status()).toBe(200);
}

/** What is wrong on the page in this language: axe (Arabic, Bengali) and anything sticking out at 390 and 1280 px. */
async function problemsOn(page: Page, locale: Locale, label: string): Promise<string[]> {
  const problems = AXE_LOCALES.includes(locale) ? await seriousViolations(page, `${label} ${locale}`) : [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    problems.push(...(await horizontalOverflow(page)).map((p) => `${label} ${locale} ${size.width}: sticks out: ${p}`));
  }
  return problems;
}

describe("the product in Bengali, Spanish and Arabic (issue 24)", () => {
  for (const locale of TRANSLATED) {
    test(
      `${locale}: home, All Camps, a camp, login, My Camp Requests and an admin list`,
      { timeout: JOURNEY_TIMEOUT },
      async () => {
        const page = await ui.newPage({ viewport: DESKTOP });
        const catalogRequests: string[] = [];
        page.on("request", (request) => {
          if (/\/assets\/lang-/.test(request.url())) catalogRequests.push(new URL(request.url()).pathname);
        });
        await page.goto("/");
        await page.locator("html[data-hydrated]").waitFor();
        expect(catalogRequests, "no language chunk before one is chosen").toEqual([]);
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

        // Chosen in the footer's language menu: the app changes the page's language in place, without a reload.
        await page.locator("footer summary").click();
        await page.locator("footer").getByRole("link", { name: LOCALE_NAMES[locale], exact: true }).click();
        await heading(page, locale, "Health camps that fit your life");
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(await page.locator("html").getAttribute("lang")).toBe(locale);
        expect(await page.locator("html").getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
        expect(
          catalogRequests.map((p) =>
            p
              .split("/")
              .pop()
              ?.replace(/-[\w-]{8}\.js$/, ""),
          ),
        ).toEqual([`lang-${locale}-main`]);
        const problems = await problemsOn(page, locale, "home");

        // Every later page load is rendered by the server in the chosen language (its cookie).
        await page.goto("/meals");
        await heading(page, locale, "All Camps");
        problems.push(...(await problemsOn(page, locale, "camps")));

        const { reviewed } = await demoCamps(page);
        await page.goto(`/meal/${reviewed._id}`);
        await page.getByRole("heading", { level: 1, name: reviewed.title }).waitFor();
        await page.getByRole("heading", { name: inLanguage(locale, "About this camp") }).waitFor();
        problems.push(...(await problemsOn(page, locale, "camp")));

        await page.goto("/auth/login");
        await heading(page, locale, "Login");
        problems.push(...(await problemsOn(page, locale, "login")));

        // A camper of this test's own (the seeded accounts are shared by files running at the same time, and a
        // profile's language follows its person): signing up here, the profile takes this device's language.
        await signUpInBrowser(page, ui.baseURL, "Amina Rahman");
        await page.goto("/user/meals");
        await heading(page, locale, "My Meal Requests");
        problems.push(...(await problemsOn(page, locale, "requests")));

        // An admin on another device, with the language on their profile: the admin screens' own chunk comes with them.
        const { page: admin } = await newAdmin(ui, await asAdmin(ui), "Camp Organiser");
        await admin.setViewportSize(DESKTOP);
        await saveProfileLanguage(admin, locale);
        await admin.goto("/admin/manage-user");
        await heading(admin, locale, "Manage Users");
        problems.push(...(await problemsOn(admin, locale, "admin users")));
        expect(problems).toEqual([]);
      },
    );
  }

  test("Arabic mirrors the layout: the brand and the menus start on the right", async () => {
    const page = await ui.newPage({ viewport: DESKTOP });
    const brandSide = async () => {
      const nav = page.locator("header nav").first();
      // The navbar's start: the brand (and the phone menu), which sits on the reading direction's start side.
      const brand = await nav.locator(".navbar-start").boundingBox();
      const navBox = await nav.boundingBox();
      return brand && navBox && brand.x + brand.width / 2 > navBox.x + navBox.width / 2 ? "right" : "left";
    };
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor();
    expect(await brandSide()).toBe("left");
    await page.locator("footer summary").click();
    await page.locator("footer").getByRole("link", { name: LOCALE_NAMES.ar, exact: true }).click();
    await heading(page, "ar", "Health camps that fit your life");
    expect(await brandSide()).toBe("right");
    expect(await page.locator("footer").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");

    // The camp lengths are named in Arabic, run right to left, and the left arrow moves on to the next one.
    const first = page.getByRole("tab", { name: "3 أيام", exact: true });
    const second = page.getByRole("tab", { name: "7 أيام", exact: true });
    const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
    expect(firstBox && secondBox && firstBox.x > secondBox.x).toBe(true);
    await first.focus();
    await first.press("ArrowLeft");
    await expect.poll(() => second.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-7days");

    // Icons that mean a direction turn with it: View Details' arrow points left, the stars fill from the right.
    const panel = page.getByRole("tabpanel");
    const flipped = (selector: string) =>
      panel
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).scale);
    expect(await flipped("a.btn svg")).toBe("-1 1");
    expect(await flipped("svg[data-rating]")).toBe("-1 1");
  });

  test("a language's chunks are at most 15 KB gzipped (the clinic's and the camp report's 8 KB each beside them), and none is precached", async () => {
    // The very build this run serves (global-setup.ts).
    const webDir = inject("webDir");
    const assets = path.join(webDir, "assets");
    const chunks = fs.readdirSync(assets).filter((name) => name.startsWith("lang-"));
    expect(chunks.length).toBe(TRANSLATED.length * 5);
    const gzipped = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length;
    // Main, admin and legal: the most a language costs anyone but clinic staff, an admin who also opens the legal
    // pages included. The camp clinic's screens (issue 39) and the camp report's (issue 41) load a part of their own,
    // each with its own budget.
    const OWN_BUDGET = ["clinic", "report"];
    const perLanguage = TRANSLATED.map((locale) => {
      const apart = (name: string) => OWN_BUDGET.some((part) => name.startsWith(`lang-${locale}-${part}-`));
      const own = chunks.filter((name) => name.startsWith(`lang-${locale}-`) && !apart(name));
      const parts = OWN_BUDGET.map((part) => chunks.filter((name) => name.startsWith(`lang-${locale}-${part}-`)));
      return [
        locale,
        own.length,
        own.reduce((sum, name) => sum + gzipped(name), 0),
        parts.map((p) => p.map(gzipped)),
      ] as const;
    });
    expect(
      perLanguage.filter(
        ([, parts, bytes, apart]) =>
          parts !== 3 || bytes > 15 * 1024 || apart.some((part) => part.length !== 1 || part[0]! > 8 * 1024),
      ),
    ).toEqual([]);
    const worker = fs.readFileSync(path.join(webDir, "sw.js"), "utf8");
    expect(chunks.filter((name) => worker.includes(name))).toEqual([]);
  });
});
