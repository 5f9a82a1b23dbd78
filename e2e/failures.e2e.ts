import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, fillCamp } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { campIdAt } from "./harness/camps.ts";
import { toast } from "./harness/toasts.ts";

// Issue 17, item 5: failures that keep people oriented (offline, Google only when configured) and item 6's
// "a fresh page opens at the top".
const ui = setupBrowser();
/** Waits for the page to catch up (the machine may be busy); a real failure still fails after 10 s. */
const OFFLINE_BANNER = "You're offline. What is on screen stays; sending anything needs a connection.";
const OFFLINE_ACTION = "You're offline, so this was not sent. Try again once you're back online.";
const OFFLINE_PAGE = "You're offline, so this page could not be loaded.";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const banner = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE_BANNER });

describe("offline", () => {
  test("a banner says so, the navbar and page stay, actions fail at once, a screen that cannot load says why", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Offline Camper");
    await page.goto(`/meal/${await campIdAt(page, 6)}`);
    const like = page.getByRole("button", { name: "Like", exact: true });
    await like.waitFor();
    const join = page.getByRole("button", { name: "Join Camp" });
    // Join Camp is offered once the camper's own state for the camp is known.
    await expect.poll(() => join.isEnabled()).toBe(true);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    expect(await banner(page).count()).toBe(0);

    await page.context().setOffline(true);
    await banner(page).waitFor();
    await mainNav(page).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);

    // An action that cannot be sent says so instead of waiting (paused) for the connection.
    await like.click();
    await toast(page, OFFLINE_ACTION).waitFor();
    expect(await like.isEnabled()).toBe(true);
    await join.click();
    await toast(page, "Failed to request the meal. Please try again.").waitFor();
    expect(await join.isEnabled()).toBe(true);

    // A screen whose code was never loaded cannot come: it says so inside the layout, whose navbar stays.
    await mainNav(page).getByRole("link", { name: "Upcoming Camping" }).click();
    await page.getByRole("heading", { name: OFFLINE_PAGE }).waitFor();
    await mainNav(page).getByRole("link", { name: "All Camps" }).waitFor();
    expect(await page.getByText("Something went wrong. Please try again.").count()).toBe(0);
    expect(await banner(page).count()).toBe(1);

    // Back online: the banner goes and Retry loads the screen.
    await page.context().setOffline(false);
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.waitForURL((url) => url.pathname === "/upcoming-meals");
    await expect.poll(() => page.getByRole("heading", { name: OFFLINE_PAGE }).count()).toBe(0);
    await mainNav(page).waitFor();
    await page.getByRole("main").getByRole("heading").first().waitFor();
  });
});

describe("Google sign-in", () => {
  test("is not offered where Google sign-in is not configured (the default server)", async () => {
    const page = await ui.newPage();
    for (const [path, submit] of [
      ["/auth/login", "Login"],
      ["/auth/register", "Register"],
    ] as const) {
      const config = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/app-config");
      await page.goto(path);
      expect(await (await (await config).json()).googleEnabled).toBe(false);
      await page.getByRole("form", { name: submit }).getByRole("button", { name: submit }).waitFor();
      expect(await page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    }
  });
});

describe("errors read as sentences, once each", () => {
  test("a title one character too long says so under the field only, and nothing is sent", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/add-meal");
    const form = page.getByRole("form", { name: "Add camp" });
    await fillCamp(form, "T".repeat(121));
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/meals") posts.push(req.url());
    });
    await form.getByRole("button", { name: "Add camp" }).click();
    const sentence = "Title can be at most 120 characters";
    await form.getByText(sentence, { exact: true }).waitFor();
    expect(await page.getByText(sentence).count()).toBe(1);
    expect(await form.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".Toastify").getByRole("alert").count()).toBe(0);
    expect(posts).toEqual([]);
  });

  test("the API answers the same problem as a sentence naming the field", async () => {
    const page = await asAdmin(ui);
    const res = await page.request.post("/api/meals", {
      data: {
        title: "T".repeat(121),
        category: "3days",
        image: "https://example.org/e2e.png",
        ingredients: ["Nurse"],
        description: "Made by a browser test.",
        price: 7.5,
      },
      headers: { origin: ui.baseURL },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      message: "Title can be at most 120 characters (title)",
      code: "VALIDATION_ERROR",
    });
  });

  test("a wrong password reads 'Wrong e-mail or password', with the provider's code", async () => {
    const page = await ui.newPage();
    await page.goto("/auth/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill(`nobody-${Date.now().toString(36)}@example.org`);
    await login.getByLabel("Password").fill("NotHerPassword1");
    await login.getByRole("button", { name: "Login" }).click();
    await login.getByRole("alert").getByText("Wrong e-mail or password (INVALID_EMAIL_OR_PASSWORD)").waitFor();
    expect(await page.getByText("Invalid email or password").count()).toBe(0);
  });
});

describe("scroll position", () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  };

  test("a link opens the next page at the top and Back restores where the reader was", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await scrollTo(page, 700);
    const before = await scrollY(page);
    await mainNav(page).getByRole("link", { name: "Register" }).click();
    await page.getByRole("form", { name: "Register" }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("a fresh load opens at the top, whatever was scrolled in an earlier load in the tab", async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await scrollTo(page, 307);
    await page.goto("/auth/register");
    const form = page.getByRole("form", { name: "Register" });
    await form.waitFor();
    expect(await scrollY(page)).toBe(0);

    await scrollTo(page, 200);
    await page.goto("/auth/register");
    await form.waitFor();
    expect(await scrollY(page)).toBe(0);
  });
});
