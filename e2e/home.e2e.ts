import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { answerApi, holdApi, openInApp } from "./harness/api-routes.ts";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();
/** Waits for the page to catch up (the machine may be busy); a real failure still fails after 10 s. */
const storedPackage = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PACKAGE_STORAGE_KEY)) ?? "null") as unknown;

describe("home", () => {
  test("the search shows Search Results, or No camps found.", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    expect(await page.title()).toContain("MedCamp");
    const search = page.getByRole("searchbox", { name: "Search camps" });
    await search.fill("VACCINATION");
    const results = page.getByRole("region", { name: "Search Results" });
    await results.getByRole("heading", { name: "Village Vaccination Drive" }).waitFor();
    for (const title of await results.getByRole("article").getByRole("heading").allInnerTexts()) {
      expect(title.toLowerCase()).toContain("vaccination");
    }
    await search.fill("camp");
    await expect.poll(() => results.getByRole("article").count()).toBe(6);
    await results.getByRole("button", { name: "Load more results" }).click();
    await expect.poll(() => results.getByRole("article").count()).toBeGreaterThan(6);
    for (const title of await results.getByRole("article").getByRole("heading").allInnerTexts()) {
      expect(title.toLowerCase()).toContain("camp");
    }
    await search.fill("no camp has this title");
    await page.getByText("No camps found.").waitFor();
    await search.fill("");
    await expect.poll(() => page.getByRole("heading", { name: "Search Results" }).count()).toBe(0);
  });

  test("the tabs switch between 3days, 7days and 10days camps, by mouse and by arrow keys", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const panel = page.getByRole("tabpanel");
    await panel.getByText("Category: 3days").first().waitFor();
    expect(await panel.getByRole("article").count()).toBeLessThanOrEqual(6);
    await page.getByRole("tab", { name: "10days" }).click();
    await panel.getByText("Category: 10days").first().waitFor();
    expect(await panel.getByText("Category: 3days").count()).toBe(0);
    await page.getByRole("tab", { name: "10days" }).press("ArrowLeft");
    await expect.poll(() => page.getByRole("tab", { name: "7days" }).getAttribute("aria-selected")).toBe("true");
    await panel.getByText("Category: 7days").first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("7days");
  });

  test("Buy Package: three packages per month, Platinum Most Popular; Subscribe keeps the choice for checkout", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const section = page.getByRole("region", { name: "Buy Package" });
    const card = (name: string) => section.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    for (const [name, price] of [
      ["Platinum", 20],
      ["Gold", 15],
      ["Silver", 10],
    ] as const) {
      expect(await card(name).innerText()).toContain(`$${price}/month`);
      expect(await card(name).locator("ul li").count()).toBeGreaterThanOrEqual(3);
    }
    expect(await card("Platinum").getByText("Most Popular").count()).toBe(1);
    expect(await section.getByText("Most Popular").count()).toBe(1);

    // A visitor is asked to log in first; the choice is kept meanwhile.
    await section.getByRole("button", { name: "Subscribe to Silver" }).click();
    await page.waitForURL("**/auth/login");
    expect(await storedPackage(page)).toEqual({ name: "Silver", price: 10 });

    const camper = await ui.newPage();
    await signUpInBrowser(camper, ui.baseURL, "Package Shopper");
    await camper.goto("/");
    await camper.getByRole("button", { name: "Subscribe to Gold" }).click();
    await camper.waitForURL("**/payments");
    expect(await storedPackage(camper)).toEqual({ name: "Gold", price: 15 });
    await camper.reload();
    await camper.getByText("15 usd").waitFor();
    expect(await camper.getByRole("main").locator("dd").first().innerText()).toBe("Gold");
  });

  test("Total Campaing waits until it scrolls into view, counts to 2613+ over 16 s, and only once", async () => {
    const page = await ui.newPage();
    // The page's clock is Playwright's: the 16 s pass in an instant, and only when the test says so.
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("tabpanel").getByRole("article").first().waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    const counter = page.locator("#total-campaign-counter");
    await page.clock.runFor(30_000);
    expect(await counter.innerText()).toBe("0+");

    await page.getByRole("heading", { name: "Total Campaing" }).scrollIntoViewIfNeeded();
    // The start waits 100 ms after the number shows (the component test measures that); let time pass until then.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return Number((await counter.innerText()).replace("+", ""));
      })
      .toBeGreaterThan(0);
    await page.clock.runFor(8_000);
    expect(Number((await counter.innerText()).replace("+", ""))).toBeLessThan(2613);
    await page.clock.runFor(8_100);
    expect(await counter.innerText()).toBe("2613+");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("heading", { name: "Total Campaing" }).scrollIntoViewIfNeeded();
    await page.clock.runFor(5_000);
    expect(await counter.innerText()).toBe("2613+");
    const discover = page.getByRole("link", { name: "Discover" });
    await discover.focus();
    expect(await discover.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("the newsletter checks the address and thanks the reader", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const newsletter = page.getByLabel("Email", { exact: true });
    const subscribe = page.getByRole("button", { name: "Subscribe", exact: true });
    await newsletter.fill("not-an-address");
    await subscribe.click();
    await page.getByRole("status").filter({ hasText: "Please enter a valid e-mail address." }).waitFor();
    await newsletter.fill("reader@example.org");
    await newsletter.press("Enter");
    await page.getByRole("status").filter({ hasText: "Thanks for subscribing!" }).waitFor();
    expect(await newsletter.inputValue()).toBe("");
  });

  test("tabs and search show loading states, then Error: {message} when the camps cannot load", async () => {
    const page = await ui.newPage();
    const held = await holdApi(page, "GET", "/meals");
    await openInApp(page, "/");
    await page.getByRole("tabpanel").getByRole("status").getByText("Loading camps…").waitFor();
    held.release();
    await page.getByRole("tabpanel").getByRole("article").first().waitFor();

    await answerApi(page, "GET", "/meals", {
      status: 503,
      json: { message: "The camp list is being updated.", code: "UNAVAILABLE" },
    });
    await page.getByRole("searchbox", { name: "Search camps" }).fill("heart");
    const results = page.getByRole("region", { name: "Search Results" });
    await results.getByRole("alert").filter({ hasText: "Error: The camp list is being updated." }).waitFor();
    await page.getByRole("tab", { name: "10days" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("alert")
      .filter({ hasText: "Error: The camp list is being updated." })
      .waitFor();
  });

  test("a signed-in camper sees the same home: their account menu, the tabs and the search", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "omar@medcamp.dev");
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Omar Haddad").waitFor();
    expect(await page.getByRole("link", { name: "Register" }).count()).toBe(0);
    await page.getByRole("tabpanel").getByText("Category: 3days").first().waitFor();
    await page.getByRole("searchbox", { name: "Search camps" }).fill("dental");
    const results = page.getByRole("region", { name: "Search Results" });
    await results.getByRole("heading", { name: "Bright Smiles Dental Check Camp" }).waitFor();
    await results.getByRole("link", { name: "View Details: Bright Smiles Dental Check Camp" }).click();
    await page.getByRole("heading", { level: 1, name: "Bright Smiles Dental Check Camp" }).waitFor();
    await page.getByRole("form", { name: "Leave a review" }).waitFor();
  });
});
