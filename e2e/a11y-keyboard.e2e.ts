import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { signInInBrowser } from "./harness/accounts.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { smallTargets } from "./harness/layout-checks.ts";
import { settled } from "./harness/screen-ready.ts";
import { SEEN_AS } from "./harness/screens.ts";

const ui = setupBrowser();

/** What a screen reader would call the focused element (its label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const labelled = el instanceof HTMLSelectElement ? el.labels?.[0]?.textContent : undefined;
    return (el?.getAttribute("aria-label") || labelled || el?.textContent || "").trim();
  });

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (then Shift+Tab) `presses` times each and lists every element outside `container` that got focus.
 * A modal may let focus rest on the page itself (the browser's own controls come next); it must never reach
 * anything behind it.
 */
async function focusEscapes(page: Page, container: Locator, presses: number): Promise<string[]> {
  const escaped: string[] = [];
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const outside = await container.evaluate((box) => {
        const el = document.activeElement;
        if (!el || el === document.body || box.contains(el)) return null;
        return `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
      });
      if (outside) escaped.push(`${key} #${i + 1}: ${outside}`);
    }
  }
  return escaped;
}

/** axe's serious and critical findings inside `selector`, in light and then dark. */
async function violationsInBothThemes(page: Page, label: string, selector: string) {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await applyTheme(page, theme);
    found.push(...(await seriousViolations(page, `${label} ${theme}`, { within: selector })));
  }
  return found;
}

describe("keyboard: navbar and menus", () => {
  test("the navbar: the skip link comes first and jumps to the content; Tab walks the links; Enter follows one", async () => {
    const page = await ui.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await isFocused(page.getByRole("main"))).toBe(true);

    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press("Tab");
      order.push(await focusedName(page));
    }
    expect(order).toEqual([
      "Skip to content",
      "MedCamp home",
      "Home",
      "All Camps",
      "Upcoming Camping",
      "Language: English",
      "Switch to dark theme",
      "Login",
      "Register",
    ]);
    // Enter on a link opens its page, and the focus moves on to the new content (as a page load would reset it).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Camps" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "All Camps" }).waitFor();
    await expect.poll(() => isFocused(page.getByRole("main"))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test("the phone menu: Enter opens it, Tab walks it, Escape closes it onto its button, Enter follows a link", async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = nav.getByLabel("Menu", { exact: true });
    await menu.focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Home", exact: true }).waitFor();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Home");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("All Camps");
    await page.keyboard.press("Escape");
    await nav.getByRole("link", { name: "All Camps" }).waitFor({ state: "hidden" });
    expect(await isFocused(menu)).toBe(true);

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Upcoming Camping");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Upcoming Camping" }).waitFor();
    await nav.getByRole("link", { name: "Upcoming Camping" }).waitFor({ state: "hidden" });
  });

  test("the avatar menu: Enter opens it, Escape closes it onto the avatar, Enter on User Dashboard goes there", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, SEEN_AS.camper.email);
    await page.goto("/meals");
    const nav = page.getByRole("navigation", { name: "Main" });
    const avatar = nav.getByLabel(`Account menu for ${SEEN_AS.camper.name}`);
    await avatar.focus();
    await page.keyboard.press("Enter");
    const dashboard = nav.getByRole("link", { name: "User Dashboard" });
    await dashboard.waitFor();
    await page.keyboard.press("Escape");
    await dashboard.waitFor({ state: "hidden" });
    expect(await isFocused(avatar)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await isFocused(dashboard)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: `Welcome, ${SEEN_AS.camper.name}` }).waitFor();
  });
});

describe("dialogs: focus stays inside, Escape closes, focus returns to the opener", () => {
  test("the Update Camp modal and the delete confirmation (sweetalert2) on All Camps", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin/all-meal");
    const row = page.getByRole("main").locator("tbody tr").first();
    await row.waitFor();
    const rowsBefore = await page.getByRole("main").locator("tbody tr").allInnerTexts();

    const update = row.getByRole("button", { name: "Update" });
    await update.click();
    const modal = page.getByRole("dialog", { name: "Update Camp" });
    await modal.getByLabel("Title").waitFor();
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await focusEscapes(page, modal, 9)).toEqual([]);
    const problems = await violationsInBothThemes(page, "Update Camp modal", "dialog[open]");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });
    expect(await isFocused(update)).toBe(true);

    const remove = row.getByRole("button", { name: "Delete" });
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await confirm.waitFor();
    await expect.poll(() => focusedName(page)).toBe("Cancel");
    expect(await focusEscapes(page, confirm, 4)).toEqual([]);
    problems.push(...(await violationsInBothThemes(page, "confirmation", ".swal2-popup")));
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(remove)).toBe(true);
    expect(await page.getByRole("main").locator("tbody tr").allInnerTexts()).toEqual(rowsBefore);
    expect(problems).toEqual([]);
  });

  test("the Edit your review modal on User Reviews", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, SEEN_AS.camper.email);
    await page.goto("/user/reviews");
    const edit = page.getByRole("main").locator("tbody tr").first().getByRole("button", { name: /^Edit/ });
    await edit.click();
    const modal = page.getByRole("dialog", { name: "Edit your review" });
    await modal.getByLabel("Comment").waitFor();
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await focusEscapes(page, modal, 5)).toEqual([]);
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });
    expect(await isFocused(edit)).toBe(true);
  });
});

describe("toasts", () => {
  test("are announced (role=alert inside a polite live region), readable in both themes, closable with a 24 px button", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill(SEEN_AS.camper.email);
    await login.getByLabel("Password").fill("NotThePassword1");
    await login.getByRole("button", { name: "Login" }).click();
    const toast = page.locator(".Toastify").getByRole("alert").filter({ hasText: "INVALID_EMAIL_OR_PASSWORD" });
    await toast.waitFor();
    expect(await page.locator(".Toastify").getAttribute("aria-live")).toBe("polite");
    await settled(page);
    const problems = await violationsInBothThemes(page, "toast", ".Toastify");
    problems.push(...(await smallTargets(page)).filter((target) => target.startsWith('button "close"')));
    expect(problems).toEqual([]);
  });
});
