import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import { describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();

describe("home", () => {
  test("the search shows Search Results, or No camps found.", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search camps" });
    await search.fill("VACCINATION");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await page.getByRole("heading", { name: "Village Vaccination Drive" }).first().waitFor();
    await search.fill("no camp has this title");
    await page.getByText("No camps found.").waitFor();
  });

  test("the tabs switch between 3days, 7days and 10days camps", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const panel = page.getByRole("tabpanel");
    await panel.getByText("Category: 3days").first().waitFor();
    await page.getByRole("tab", { name: "10days" }).click();
    await panel.getByText("Category: 10days").first().waitFor();
    expect(await panel.getByText("Category: 3days").count()).toBe(0);
    await page.getByRole("tab", { name: "10days" }).press("ArrowLeft");
    await expect.poll(() => page.getByRole("tab", { name: "7days" }).getAttribute("aria-selected")).toBe("true");
  });

  test("Subscribe on Gold keeps the choice and goes to checkout", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByText("Most Popular").waitFor();
    await page.getByRole("button", { name: "Subscribe to Gold" }).click();
    await page.waitForURL((url) => url.pathname === "/payments" || url.pathname === "/auth/login");
    const stored = await page.evaluate((key) => localStorage.getItem(key), PACKAGE_STORAGE_KEY);
    expect(JSON.parse(stored ?? "{}")).toEqual({ name: "Gold", price: 15 });
  });

  test("Total Campaing counts up once it scrolls into view, and the newsletter answers", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Total Campaing" });
    await heading.scrollIntoViewIfNeeded();
    const counter = page.locator("section", { has: heading }).locator("p").first();
    await expect
      .poll(async () => Number((await counter.innerText()).replace(/\D/g, "")), { timeout: 5000 })
      .toBeGreaterThan(0);
    await expect.poll(() => counter.innerText(), { timeout: 25_000, interval: 1000 }).toBe("2,613+");
    const newsletter = page.getByLabel("Email", { exact: true });
    await newsletter.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByText("Please enter a valid e-mail address.").waitFor();
    await newsletter.fill("reader@example.org");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByText("Thanks for subscribing!").waitFor();
  }, 60_000);
});
