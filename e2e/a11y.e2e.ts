import { describe, expect, test } from "vitest";
import { applyTheme, otherTheme, seriousViolations, startInTheme, type Theme } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { openScreen, pageAs } from "./harness/screen-ready.ts";
import { demoCamps, type Role, screensOf } from "./harness/screens.ts";

const ui = setupBrowser();
/** Each test walks a dozen screens, twice through axe: more than the default minute on a busy 2-core machine. */
const WALK_TIMEOUT = 180_000;

/**
 * Every screen is loaded once: axe runs all WCAG 2.2 AA rules in the theme it loaded with, then the colour rules
 * again after switching to the other theme (as the theme toggle does; nothing but colours changes). So both themes
 * are checked, and each theme is also the one applied at load for half of the screens.
 */
async function walk(role: Role) {
  const page = await ui.newPage();
  await startInTheme(page, "light");
  const empty = await pageAs(page, ui.baseURL, role);
  const camps = await demoCamps(page);
  const problems: string[] = [];
  let theme: Theme = "light";
  for (const screen of screensOf(role)) {
    await openScreen(page, screen, camps, empty);
    const title = await page.title();
    if (title !== screen.title(camps)) problems.push(`${screen.name}: title "${title}", not "${screen.title(camps)}"`);
    problems.push(...(await seriousViolations(page, `${screen.name} ${theme}`)));
    theme = otherTheme(theme);
    await applyTheme(page, theme);
    problems.push(...(await seriousViolations(page, `${screen.name} ${theme}`, { coloursOnly: true })));
  }
  return problems;
}

describe("accessibility: axe finds no serious or critical WCAG 2.2 AA violation, each screen has its title", () => {
  for (const role of ["visitor", "camper", "admin"] as const) {
    test(`every ${role} screen, with data and empty, in light and dark`, { timeout: WALK_TIMEOUT }, async () => {
      expect(await walk(role)).toEqual([]);
    });
  }
});
