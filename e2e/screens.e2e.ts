import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { applyTheme, otherTheme, seriousViolations, startInTheme, type Theme } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { smallTargets, unreadableTables } from "./harness/layout-checks.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { openScreen, pageAs } from "./harness/screen-ready.ts";
import { demoCamps, type Role, screensOf } from "./harness/screens.ts";

const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Each walk loads a dozen screens and runs axe twice on each: more than the default minute on a busy 2-core machine. */
const WALK_TIMEOUT = 180_000;

/** Everything wrong with the layout at the current size, each line prefixed with `label`. */
async function layoutProblems(page: Page, label: string): Promise<string[]> {
  const found = [
    ...(await horizontalOverflow(page)).map((problem) => `sticks out: ${problem}`),
    ...(await smallTargets(page)).map((problem) => `target under 24 px: ${problem}`),
    ...(await unreadableTables(page)),
  ];
  return found.map((problem) => `${label}: ${problem}`);
}

/**
 * Every screen of a role, with data and empty, is loaded once, on a phone: its layout is checked there and again
 * after widening the window to a desktop; then its title, then axe runs all WCAG 2.2 AA rules in the theme it
 * loaded with, and the colour rules again after switching to the other theme (as the theme toggle does; nothing but
 * colours changes). So both themes are checked, and each is the one applied at load for half of the screens.
 */
async function walk(role: Role) {
  const page = await ui.newPage({ viewport: PHONE });
  await startInTheme(page, "light");
  const empty = await pageAs(page, ui.baseURL, role);
  const camps = await demoCamps(page);
  const problems: string[] = [];
  let theme: Theme = "light";
  for (const screen of screensOf(role)) {
    await page.setViewportSize(PHONE);
    await openScreen(page, screen, camps, empty);
    problems.push(...(await layoutProblems(page, `${screen.name} ${PHONE.width}`)));
    await page.setViewportSize(DESKTOP);
    problems.push(...(await layoutProblems(page, `${screen.name} ${DESKTOP.width}`)));
    const title = await page.title();
    if (title !== screen.title(camps)) problems.push(`${screen.name}: title "${title}", not "${screen.title(camps)}"`);
    problems.push(...(await seriousViolations(page, `${screen.name} ${theme}`)));
    theme = otherTheme(theme);
    await applyTheme(page, theme);
    problems.push(...(await seriousViolations(page, `${screen.name} ${theme}`, { coloursOnly: true })));
  }
  return problems;
}

describe("every screen: no serious WCAG 2.2 AA violation in either theme, its title, and a layout that fits 390 × 844 and 1280 × 900 (nothing sideways, readable tables, 24 px targets)", () => {
  for (const role of ["visitor", "camper", "admin"] as const) {
    test(`every ${role} screen, with data and empty`, { timeout: WALK_TIMEOUT }, async () => {
      expect(await walk(role)).toEqual([]);
    });
  }

  test("the open menus fit a phone: main menu, avatar menu and the admin area menu", async () => {
    const page = await ui.newPage();
    await pageAs(page, ui.baseURL, "admin");
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByLabel("Menu", { exact: true }).click();
    await nav.getByRole("link", { name: "Admin Dashboard" }).waitFor();
    const problems = await layoutProblems(page, "main menu");
    await page.keyboard.press("Escape");
    await nav.getByLabel(/^Account menu for /).click();
    await nav.getByRole("link", { name: "User Dashboard" }).waitFor();
    problems.push(...(await layoutProblems(page, "avatar menu")));

    await page.goto("/admin");
    const area = page.getByRole("navigation", { name: "Admin dashboard" });
    await area.getByLabel("Menu", { exact: true }).click();
    await area.getByRole("link", { name: "Manage Users" }).waitFor();
    problems.push(...(await layoutProblems(page, "admin menu")));
    expect(problems).toEqual([]);
  });
});
