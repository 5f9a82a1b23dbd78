import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { toast } from "./harness/admin.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { openCampIdAt } from "./harness/camps.ts";
import { smallTargets } from "./harness/layout-checks.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

const ui = setupBrowser();
const TIMEOUT = 120_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The navbar's bell: its accessible name carries the unread count. */
const bell = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Notifications/ });
const items = (page: Page) => page.getByRole("main").getByRole("listitem");
const unreadBadges = (page: Page) => items(page).getByText(MESSAGES.notifications.unreadLabel, { exact: true });

/** Home, with the bell and its count from the server (in the server-rendered page, ADR 019). */
async function bellOnHome(page: Page) {
  await page.goto("/");
  await bell(page).waitFor();
  return bell(page);
}

describe("in-app notifications (issue 19)", () => {
  test(
    "the bell counts what a payment and two joins told the camper; the page marks one read, opens one, marks all",
    { timeout: TIMEOUT },
    async () => {
      const page = await ui.newPage();
      await signUpInBrowser(page, ui.baseURL, "Bell Ringer");
      // Real product actions, each of which tells the camper in the app: a payment receipt, then two join requests.
      await buyPackageInBrowser(page, ui.baseURL, 15);
      const [first, second] = [await openCampIdAt(page, 6), await openCampIdAt(page, 7)];
      for (const mealId of [first, second]) {
        const joined = await page.request.post("/api/meal/request", {
          data: { mealId },
          headers: { origin: ui.baseURL },
        });
        expect(joined.status()).toBe(201);
      }

      const onHome = await bellOnHome(page);
      await expect.poll(() => onHome.getAttribute("aria-label")).toBe(MESSAGES.notifications.bell(3));
      expect(await onHome.locator(".badge").innerText()).toBe("3");

      await onHome.click();
      await page.getByRole("heading", { level: 1, name: MESSAGES.notifications.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/user/notifications");
      expect(await page.title()).toBe("Notifications · MedCamp");
      await expect.poll(() => items(page).count()).toBe(3);
      expect(await unreadBadges(page).count()).toBe(3);
      // Newest first: the second join, the first join, the payment.
      const titles = await items(page).getByRole("heading").allInnerTexts();
      expect(titles[2]).toBe(MESSAGES.campNotices.receiptTitle);
      expect(await items(page).nth(0).getByRole("link").getAttribute("href")).toBe(`/meal/${second}`);
      expect(await items(page).nth(1).getByRole("link").getAttribute("href")).toBe(`/meal/${first}`);
      await page.getByText(MESSAGES.notifications.unreadSummary(3)).waitFor();
      // The page with unread ones passes axe in both themes and fits a phone.
      const problems = await seriousViolations(page, "notifications light");
      await applyTheme(page, "dark");
      problems.push(...(await seriousViolations(page, "notifications dark", { coloursOnly: true })));
      await applyTheme(page, "light");
      await page.setViewportSize(PHONE);
      problems.push(...(await horizontalOverflow(page)), ...(await smallTargets(page)));
      await page.setViewportSize(DESKTOP);
      expect(problems).toEqual([]);

      // Mark one read: its badge goes, and the bell counts one fewer.
      await page
        .getByRole("button", { name: MESSAGES.notifications.markReadOf(MESSAGES.campNotices.receiptTitle) })
        .click();
      await page.getByText(MESSAGES.notifications.unreadSummary(2)).waitFor();
      expect(await unreadBadges(page).count()).toBe(2);
      expect(
        await items(page)
          .nth(2)
          .getByRole("button", { name: /Mark as read/ })
          .count(),
      ).toBe(0);
      expect(await (await bellOnHome(page)).getAttribute("aria-label")).toBe(MESSAGES.notifications.bell(2));

      // Opening a notification goes where it leads and marks it read.
      await page.goto("/user/notifications");
      await items(page).nth(0).getByRole("link").click();
      await page.waitForURL(`**/meal/${second}`);
      await expect.poll(() => bell(page).getAttribute("aria-label")).toBe(MESSAGES.notifications.bell(1));

      // Mark all read: the page says so, and the bell's badge disappears.
      await page.goto("/user/notifications");
      await page.getByText(MESSAGES.notifications.unreadSummary(1)).waitFor();
      await page.getByRole("button", { name: MESSAGES.notifications.markAllRead }).click();
      await toast(page, MESSAGES.notifications.markedAllRead).waitFor();
      await page.getByText(MESSAGES.notifications.unreadSummary(0)).waitFor();
      expect(await unreadBadges(page).count()).toBe(0);
      expect(await page.getByRole("button", { name: MESSAGES.notifications.markAllRead }).isDisabled()).toBe(true);
      const after = await bellOnHome(page);
      expect(await after.getAttribute("aria-label")).toBe(MESSAGES.notifications.bell(0));
      expect(await after.locator(".badge").count()).toBe(0);
    },
  );

  test("the bell is reached with Tab after the theme switch and opens with Enter; the dashboard menu links the page; visitors see no bell", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    expect(await bell(page).count()).toBe(0);
    await signUpInBrowser(page, ui.baseURL, "Menu Reader");
    const ringing = await bellOnHome(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: /^Switch to/ })
      .focus();
    await page.keyboard.press("Tab");
    expect(await ringing.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByText(MESSAGES.notifications.empty).waitFor();
    expect(new URL(page.url()).pathname).toBe("/user/notifications");

    await page.goto("/user");
    const nav = page.getByRole("navigation", { name: "User dashboard" });
    await nav.getByRole("link", { name: "Notifications", exact: true }).first().click();
    await page.getByText(MESSAGES.notifications.empty).waitFor();
    expect(new URL(page.url()).pathname).toBe("/user/notifications");
  });
});
