import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The WCAG 2.2 AA rule set (axe tags every rule with the success criteria level it checks). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type Theme = "light" | "dark";

/** The rules of WCAG_22_AA whose outcome depends on colours: all a theme switch can change. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The serious and critical WCAG 2.2 AA violations axe finds on the page (or inside `within`), one line each:
 * `{label}: {rule} ({impact}) {help}: {first offending elements}`. `coloursOnly` runs just the colour rules (for
 * the second theme of a page whose structure was already checked).
 */
export async function seriousViolations(
  page: Page,
  label: string,
  options: { within?: string; coloursOnly?: boolean } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page in one go instead of frame by frame: a third faster, and the app has no
  // iframes (the Stripe card frame only appears in Stripe mode, which the browser tests do not use).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.coloursOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_22_AA);
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join(" | ");
      return `${label}: ${violation.id} (${violation.impact}) ${violation.help}: ${where}`;
    });
}

/**
 * Switches the page's theme as the app keeps it: localStorage `theme` and `<html data-theme>`; then waits for the
 * colour transitions it starts to end (not for spinners, which never end), so colours are read as a person sees them once the switch has settled.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (value) => {
    localStorage.setItem("theme", value);
    document.documentElement.dataset.theme = value;
    // Frame by frame until no colour transition runs. Not by awaiting each transition's `finished`: with Chromium
    // 156 one of them never settled on a camp's detail page (no transition was left running) and the walk hung.
    const transitionRunning = () =>
      document
        .getAnimations()
        .some((animation) => animation instanceof CSSTransition && animation.playState === "running");
    do await new Promise(requestAnimationFrame);
    while (transitionRunning());
  }, theme);
}

/** Pages of this context start in `theme` unless a theme is already kept. */
export async function startInTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem("theme")) localStorage.setItem("theme", value);
  }, theme);
}

export const otherTheme = (theme: Theme): Theme => (theme === "light" ? "dark" : "light");
