import { MESSAGES, THEME_STORAGE_KEY } from "@medcamp/contract";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { swal } from "./harness/admin.ts";
import { CHROMIUM_ARGS, setupBrowser, TEST_CHROMIUM_PATH } from "./harness/browser.ts";
import { openCampIdAt } from "./harness/camps.ts";
import { settled } from "./harness/screen-ready.ts";

// Issue 17, item 6 (the parts people see): a visible focus outline, toasts clear of the navbar's buttons, and
// dialogs that open without moving the page.
const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Focused = { tag: string; name: string; style: string; width: number; color: string };

/** Presses Tab `times` times on the page and describes the outline of each link or button that gets the focus. */
async function tabThrough(page: Page, times: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || !["A", "BUTTON", "SUMMARY"].includes(el.tagName)) return null;
      const style = getComputedStyle(el);
      return {
        tag: el.tagName.toLowerCase(),
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30),
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        color: style.outlineColor,
      };
    });
    if (focused) seen.push(focused);
  }
  return seen;
}

const transparent = (color: string) => color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);

describe("focus outline", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`every link and button reached with Tab shows a solid outline of 2 px or more (${theme} theme)`, async () => {
      const page = await ui.newPage();
      await page.goto("/");
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [THEME_STORAGE_KEY, theme]);
      await page.reload();
      await page.getByRole("heading", { level: 1 }).waitFor();
      await settled(page);
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      const focused = await tabThrough(page, 14);
      expect(focused.some((f) => f.tag === "a")).toBe(true);
      expect(focused.some((f) => f.tag === "button" || f.tag === "summary")).toBe(true);
      const faint = focused.filter((f) => f.style === "none" || f.width < 2 || transparent(f.color));
      expect(faint).toEqual([]);
    });
  }
});

describe("toasts", () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`a toast does not cover the navbar's buttons at ${size.width} px`, async () => {
      const page = await ui.newPage();
      await page.setViewportSize(size);
      await page.goto("/upcoming-meals");
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Like: / })
        .first()
        .click();
      const toast = page.locator(".Toastify__toast").filter({ hasText: "Must Login to Like" });
      await toast.waitFor();
      await (await toast.elementHandle())!.waitForElementState("stable");
      const box = (await toast.boundingBox())!;
      const covered = await page.evaluate((box) => {
        const header = document.querySelector("header")!;
        return Array.from(header.querySelectorAll("a[href], button, summary"))
          .map((el) => ({ el, rect: el.getBoundingClientRect() }))
          .filter(({ el }) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .filter(({ rect }) => rect.width > 1 && rect.height > 1)
          .filter(
            ({ rect }) =>
              rect.left < box.x + box.width &&
              rect.right > box.x &&
              rect.top < box.y + box.height &&
              rect.bottom > box.y,
          )
          .map(({ el }) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim());
      }, box);
      expect(covered).toEqual([]);
    });
  }
});

describe("dialogs", () => {
  // Playwright hides scrollbars in headless Chromium; here they take room as on most desktops, so hiding one
  // while a dialog is open could move the page.
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ["--hide-scrollbars"],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("opening the confirmation and the edit dialog does not move the page", { timeout: 60_000 }, async () => {
    const context = await browser!.newContext({ baseURL: ui.baseURL, viewport: { width: 1280, height: 600 } });
    try {
      const page = await context.newPage();
      await signUpInBrowser(page, ui.baseURL, "Steady Camper");
      await buyPackageInBrowser(page, ui.baseURL, 10);
      const mealId = await openCampIdAt(page, 0);
      const headers = { origin: ui.baseURL };
      expect((await page.request.post("/api/meal/request", { data: { mealId }, headers })).status()).toBe(201);
      const review = { comment: "Steady.", rating: 4 };
      expect((await page.request.post(`/api/meals/${mealId}/review`, { data: review, headers })).status()).toBe(201);

      // By CSS, not by role: an open dialog hides the page from the accessibility tree (aria-hidden, inert).
      const heading = page.locator("main h1");
      const x = async () => (await heading.boundingBox())!.x;

      await page.goto("/user/meals");
      await page.getByRole("main").locator("tbody tr").first().waitFor();
      await settled(page);
      // The page scrolls, and its scrollbar takes room: the case where a dialog could shift it.
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
      const before = await x();
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Cancel the request for / })
        .first()
        .click();
      await swal(page).getByRole("button", { name: MESSAGES.confirm.cancel }).waitFor();
      expect(await x()).toBe(before);
      await swal(page).getByRole("button", { name: MESSAGES.confirm.cancel }).click();
      await swal(page).waitFor({ state: "detached" });
      expect(await x()).toBe(before);

      await page.goto("/user/reviews");
      await page.getByRole("main").locator("tbody tr").first().waitFor();
      await settled(page);
      const reviewsBefore = await x();
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Edit your review of / })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Edit your review" }).waitFor();
      expect(await x()).toBe(reviewsBefore);
    } finally {
      await context.close();
    }
  });
});
