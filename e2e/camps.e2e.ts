import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { answerApi, holdApi, openInApp } from "./harness/api-routes.ts";
import { setupBrowser } from "./harness/browser.ts";
import { campIdAt } from "./harness/camps.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

const ui = setupBrowser();
/** Waits for the page to catch up (the machine may be busy); a real failure still fails after 10 s. */
const cards = (page: Page) => page.getByRole("main").getByRole("article");

const fees = async (page: Page) =>
  (
    await cards(page).locator("dt", { hasText: "Camp fees" }).locator("xpath=following-sibling::dd[1]").allInnerTexts()
  ).map((t) => Number(t.replace("$", "")));

/** True for a non-empty list whose items all pass (an empty list is still loading). */
const allOf = <T>(items: T[], test: (item: T) => boolean) => items.length > 0 && items.every(test);

describe("All Camps", () => {
  test("filters by category and price, says No Camp found., and loads more", async () => {
    const page = await ui.newPage();
    await page.goto("/meals");
    await expect.poll(() => cards(page).count()).toBe(9);
    expect(await page.title()).toContain("All Camps");
    const first = cards(page).first();
    // The first row's images load at once (the likely largest paint); the rest wait until they near the screen.
    expect(await first.getByRole("img").getAttribute("loading")).toBe("eager");
    expect(await cards(page).nth(3).getByRole("img").getAttribute("loading")).toBe("lazy");
    expect(await first.getByRole("link", { name: /^View Details/ }).getAttribute("href")).toMatch(/^\/meal\//);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cards(page).count()).toBe(18);
    await page.getByLabel("Category").selectOption("7days");
    await expect
      .poll(async () => allOf(await cards(page).allInnerTexts(), (t) => t.includes("Category: 7days")))
      .toBe(true);
    await page.getByLabel("Filter by Price").check();
    await page.getByLabel("Min Price").fill("50");
    await expect.poll(async () => allOf(await fees(page), (fee) => fee >= 50)).toBe(true);
    await page.getByLabel("Min Price").fill("");
    await page.getByLabel("Max Price").fill("0");
    await expect.poll(async () => allOf(await fees(page), (fee) => fee === 0)).toBe(true);
    await page.getByLabel("Min Price").fill("59");
    await page.getByText("No Camp found.").waitFor();
    await page.getByRole("alert").filter({ hasText: "Min Price must not be greater than Max Price." }).waitFor();
    await page.getByLabel("Max Price").fill("");
    await page.getByLabel("Min Price").fill("50");
    await expect.poll(async () => allOf(await fees(page), (fee) => fee >= 50)).toBe(true);
    expect(await page.getByText("Min Price must not be greater than Max Price.").count()).toBe(0);
    await page.getByLabel("Filter by Price").uncheck();
    await expect.poll(() => cards(page).count()).toBe(9);
  });

  test("shows placeholder cards while loading, and Error: {message} when the list fails", async () => {
    const page = await ui.newPage();
    const held = await holdApi(page, "GET", "/meals");
    await openInApp(page, "/meals");
    await page.getByRole("status").getByText("Loading camps…").waitFor();
    held.release();
    await cards(page).first().waitFor();

    const failing = await ui.newPage();
    await answerApi(failing, "GET", "/meals", {
      status: 429,
      json: { message: "Too many requests. Please try again later.", code: "RATE_LIMITED" },
    });
    await openInApp(failing, "/meals");
    await failing.getByRole("alert").filter({ hasText: "Error: Too many requests. Please try again later." }).waitFor();
    expect(await cards(failing).count()).toBe(0);
  });

  test("a signed-in camper browses the same list and opens a camp ready to like and review", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "lina@medcamp.dev");
    await page.goto("/meals");
    await page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Lina Park").waitFor();
    expect(await page.getByRole("link", { name: "Login" }).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBe(9);
    await cards(page)
      .nth(2)
      .getByRole("link", { name: /^View Details/ })
      .click();
    await page.waitForURL("**/meal/*");
    await page.getByRole("form", { name: "Leave a review" }).waitFor();
    await page.getByRole("button", { name: /^Like/ }).waitFor();
  });
});

describe("phone layout", () => {
  const phone = async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    return page;
  };

  test("home with search results fits a 390 px screen", async () => {
    const page = await phone();
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search camps" }).fill("camp");
    await page.getByRole("region", { name: "Search Results" }).getByRole("article").first().waitFor();
    await page.getByRole("tabpanel").getByRole("article").first().waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test("All Camps with the price filter open fits a 390 px screen", async () => {
    const page = await phone();
    await page.goto("/meals");
    await cards(page).first().waitFor();
    await page.getByLabel("Filter by Price").check();
    await page.getByLabel("Min Price").fill("80");
    await page.getByLabel("Max Price").fill("10");
    await page.getByText("Min Price must not be greater than Max Price.").waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test("a camp page with the signed-in review form fits a 390 px screen", async () => {
    const page = await phone();
    await signUpInBrowser(page, ui.baseURL, "Phone Camper With A Rather Long Name");
    await page.goto(`/meal/${await campIdAt(page, 0)}`);
    await page.getByRole("form", { name: "Leave a review" }).waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("article").getByRole("img").waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
  });
});
