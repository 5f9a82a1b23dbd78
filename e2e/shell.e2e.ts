import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";
import { cspViolations, watchConsoleErrors } from "./harness/console-watch.ts";

const ui = setupBrowser();

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

describe("site shell", () => {
  test("home shows the navbar links and, logged out, Login and Register", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const nav = mainNav(page);
    for (const name of ["Home", "All Camps", "Upcoming Camping", "Login", "Register"]) {
      await nav.getByRole("link", { name, exact: true }).waitFor({ state: "visible" });
    }
    expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "All Camps", exact: true }).getAttribute("href")).toBe("/meals");
    expect(await nav.getByRole("link", { name: "Upcoming Camping", exact: true }).getAttribute("href")).toBe(
      "/upcoming-meals",
    );
    expect(await nav.getByRole("link", { name: "Login", exact: true }).getAttribute("href")).toBe("/auth/login");
    expect(await nav.getByRole("link", { name: "Register", exact: true }).getAttribute("href")).toBe("/auth/register");
    expect(await nav.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
  });

  test("footer shows the Quick Links, About and Legal groups", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Quick Links", "About", "Legal"]) {
      await footer.getByRole("heading", { name, exact: true }).waitFor({ state: "visible" });
      expect(await footer.getByRole("navigation", { name }).getByRole("link").count()).toBeGreaterThan(1);
    }
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL((url) => url.pathname === "/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Medical disclaimer" }).click();
    await page.getByRole("heading", { level: 2, name: "Medical disclaimer" }).waitFor();
  });

  test("the theme toggle switches to dark and the choice survives a reload", async () => {
    const page = await ui.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const toDark = page.getByRole("button", { name: /switch to dark theme/i });
    await toDark.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await page.getByRole("button", { name: /switch to light theme/i }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("an unknown path shows the not-found page, and Go Back leads home", async () => {
    const page = await ui.newPage();
    await page.goto("/no-such-page");
    const image = page.getByRole("img", { name: /404/ });
    await image.waitFor({ state: "visible" });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole("link", { name: "Go Back", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).waitFor({ state: "visible" });
    expect(await page.getByRole("link", { name: "Go Back", exact: true }).count()).toBe(0);
  });

  test("GET /api/health answers ok", async () => {
    const page = await ui.newPage();
    const res = await page.request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  test("home and the not-found page load without Content Security Policy violations", async () => {
    const page = await ui.newPage();
    const errors = watchConsoleErrors(page);
    for (const path of ["/", "/no-such-page"]) {
      await page.goto(path);
      await page
        .getByRole("contentinfo")
        .or(page.getByRole("link", { name: "Go Back" }))
        .first()
        .waitFor();
      await page.waitForLoadState("networkidle");
    }
    expect(cspViolations(errors)).toEqual([]);
  });

  test("the CSP watch does catch a violation (an injected inline script)", async () => {
    const page = await ui.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.head.append(script);
    });
    await expect.poll(() => cspViolations(errors).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => "__inlineRan" in window)).toBe(false);
  });
});
