import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();
const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text);
const cards = (page: Page) => page.getByRole("main").getByRole("article");

async function campIdAt(page: Page, index: number): Promise<string> {
  const res = await page.request.get(`/api/meals?category=All&limit=50`);
  const body = (await res.json()) as { meals: Array<{ _id: string }> };
  return body.meals[index]!._id;
}

describe("All Camps", () => {
  test("filters by category and price, says No Camp found., and loads more", async () => {
    const page = await ui.newPage();
    await page.goto("/meals");
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cards(page).count()).toBe(18);
    await page.getByLabel("Category").selectOption("7days");
    await expect
      .poll(async () => (await cards(page).allInnerTexts()).every((t) => t.includes("Category: 7days")))
      .toBe(true);
    await page.getByLabel("Filter by Price").check();
    await page.getByLabel("Max Price").fill("0");
    await expect.poll(async () => (await cards(page).allInnerTexts()).every((t) => t.includes("$0"))).toBe(true);
    await page.getByLabel("Min Price").fill("59");
    await page.getByText("No Camp found.").waitFor();
  });
});

describe("camp detail", () => {
  test("an unknown camp says Error fetching Camp details; a visitor joining is told to log in", async () => {
    const page = await ui.newPage();
    await page.goto(`/meal/${crypto.randomUUID()}`);
    await page.getByText("Error fetching Camp details").waitFor();
    await page.goto(`/meal/${await campIdAt(page, 4)}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Must Login to request").waitFor();
    await page.waitForURL("**/auth/login");
  });

  test("a visitor who likes is told to log in and sent to the login page", async () => {
    const page = await ui.newPage();
    await page.goto(`/meal/${await campIdAt(page, 3)}`);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await toast(page, "Must Login to Like").waitFor();
    await page.waitForURL("**/auth/login");
  });

  test("a camper likes once, reviews once, and cannot join without a package", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Detail Camper");
    const id = await campIdAt(page, 7);
    await page.goto(`/meal/${id}`);
    const participants = page
      .getByRole("article")
      .locator("dt", { hasText: "Participants" })
      .locator("xpath=following-sibling::dd[1]");
    const before = Number(await participants.innerText());
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await toast(page, "Meal liked successfully!").waitFor();
    const liked = page.getByRole("button", { name: "Liked" });
    expect(await liked.isDisabled()).toBe(true);
    await expect.poll(async () => Number(await participants.innerText())).toBe(before + 1);

    const form = page.getByRole("form", { name: "Leave a review" });
    await form.getByRole("button", { name: "Submit review" }).click();
    await form.getByText("Please provide a review and a rating!").waitFor();
    await form.getByLabel("Your review").fill("The dentist was wonderful with my kids.");
    await form.getByLabel("Rating").selectOption("5");
    await form.getByRole("button", { name: "Submit review" }).click();
    await toast(page, "Review submitted successfully!").waitFor();
    await page.getByText("The dentist was wonderful with my kids.").waitFor();
    await form.getByLabel("Your review").fill("Again!");
    await form.getByLabel("Rating").selectOption("4");
    await form.getByRole("button", { name: "Submit review" }).click();
    await toast(page, "User already reviewed the meal").waitFor();

    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Need to buy subscription").waitFor();
  });

  test("a camper with a package joins a camp", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Package Holder");
    await buyPackageInBrowser(page, ui.baseURL, 10);
    await page.goto(`/meal/${await campIdAt(page, 11)}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Meal request sent successfully!").waitFor();
  });
});

describe("Upcoming Camping", () => {
  test("liking needs a package; with one the button turns Liked and the count goes up", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "No Package");
    await page.goto("/upcoming-meals");
    await page
      .getByRole("button", { name: /^Like: / })
      .first()
      .click();
    await toast(
      page,
      "Subscription Required: You need a subscription to like meals. Please upgrade your badge.",
    ).waitFor();

    const member = await ui.newPage();
    await signUpInBrowser(member, ui.baseURL, "Upcoming Fan");
    await buyPackageInBrowser(member, ui.baseURL, 20);
    await member.goto("/upcoming-meals");
    const button = member.getByRole("button", { name: /^Like: / }).first();
    const title = ((await button.getAttribute("aria-label")) ?? "").replace("Like: ", "");
    const card = member.getByRole("article").filter({ hasText: title });
    const likes = card.locator("dt", { hasText: "Likes" }).locator("xpath=following-sibling::dd[1]");
    const before = Number(await likes.innerText());
    await button.click();
    await card.getByRole("button", { name: `Liked: ${title}` }).waitFor();
    await expect.poll(async () => Number(await likes.innerText())).toBe(before + 1);
  });
});

describe("phone layout", () => {
  test("home, All Camps and a camp page fit a 390 px screen", async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/meals", `/meal/${await campIdAt(page, 0)}`]) {
      await page.goto(path);
      await page.getByRole("main").getByRole("heading").first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});
