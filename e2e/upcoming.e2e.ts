import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { answerApi, dropApi, holdApi, openInApp } from "./harness/api-routes.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { toast } from "./harness/toasts.ts";

// Seeded campers: lina has no badge, sara holds Gold. Each like here is on a camp sara has not liked yet.
const ui = setupBrowser();
/** Waits for the page to catch up (the machine may be busy); a real failure still fails after 10 s. */
const likeButtons = (page: Page) => page.getByRole("main").getByRole("button", { name: /^Like: / });
/**
 * Like buttons of the demo's upcoming camps only: the admin journeys, which may run at the same time on the same
 * server, add "E2E …" upcoming camps (shown first, newest first) and publish them, which takes them off this list.
 */
const demoLikeButtons = (page: Page) => page.getByRole("main").getByRole("button", { name: /^Like: (?!E2E)/ });

describe("Upcoming Camping", () => {
  test("shows the upcoming cards with the spec's labels; a visitor who likes is sent to log in", async () => {
    const page = await ui.newPage();
    await page.goto("/upcoming-meals");
    await page.getByRole("heading", { level: 1, name: "Upcoming Camping" }).waitFor();
    const card = page.getByRole("main").getByRole("article").first();
    for (const label of ["Camping Fees", "Healthcare Professional", "Rating", "Reviews", "Likes", "Posted on"]) {
      await card.locator("dt", { hasText: label }).first().waitFor();
    }
    expect(await card.locator("dd").first().innerText()).toMatch(/^\$\d/);
    expect(await page.title()).toContain("Upcoming Camping");
    await likeButtons(page).first().click();
    await toast(page, "Must Login to Like").waitFor();
    await page.waitForURL("**/auth/login");
  });

  test("a camper without a badge is told to subscribe", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "lina@medcamp.dev");
    await page.goto("/upcoming-meals");
    await likeButtons(page).first().click();
    await toast(
      page,
      "Subscription Required: You need a subscription to like meals. Please upgrade your badge.",
    ).waitFor();
    expect(await likeButtons(page).first().isEnabled()).toBe(true);
  });

  test("a camper with a badge likes: the button turns Liked and the count goes up by one", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto("/upcoming-meals");
    const button = demoLikeButtons(page).first();
    const title = ((await button.getAttribute("aria-label")) ?? "").replace("Like: ", "");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const likes = card.locator("dt", { hasText: "Likes" }).locator("xpath=following-sibling::dd[1]");
    const before = Number(await likes.innerText());
    await button.click();
    await toast(page, "Meal liked successfully!").waitFor();
    const liked = card.getByRole("button", { name: `Liked: ${title}` });
    expect(await liked.isDisabled()).toBe(true);
    await expect.poll(async () => Number(await likes.innerText())).toBe(before + 1);
    await page.reload();
    await card.getByRole("button", { name: `Liked: ${title}` }).waitFor();
  });

  test("a like made elsewhere meanwhile is news: You have already liked this meal., and the card turns Liked", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Two Tabs Subscriber");
    await buyPackageInBrowser(page, ui.baseURL, 10);
    await page.goto("/upcoming-meals");
    const button = demoLikeButtons(page).first();
    const title = ((await button.getAttribute("aria-label")) ?? "").replace("Like: ", "");
    const list = (await (await page.request.get("/api/upcoming-meals")).json()) as Array<{
      _id: string;
      title: string;
    }>;
    const mealId = list.find((camp) => camp.title === title)!._id;
    const other = await page.request.post("/api/like-upcoming-meal", {
      data: { mealId },
      headers: { origin: ui.baseURL },
    });
    expect(other.status()).toBe(201);
    await button.click();
    await toast(page, "You have already liked this meal.").waitFor();
    await page.getByRole("button", { name: `Liked: ${title}` }).waitFor();
  });

  test("a like that cannot reach the server says An error occurred. Please try again later.", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Offline Camper");
    await dropApi(page, "POST", "/like-upcoming-meal");
    await page.goto("/upcoming-meals");
    await likeButtons(page).first().click();
    await toast(page, "An error occurred. Please try again later.").waitFor();
    expect(await likeButtons(page).first().isEnabled()).toBe(true);
  });

  test("loads page by page with a loading state; says No camps available, or Error: {message}", async () => {
    const page = await ui.newPage();
    const held = await holdApi(page, "GET", "/upcoming-meals");
    const firstPage = page.waitForRequest((req) => req.url().endsWith("/api/upcoming-meals?page=1&limit=9"));
    await openInApp(page, "/upcoming-meals");
    await firstPage;
    await page.getByRole("status").getByText("Loading camps…").waitFor();
    held.release();
    await page.getByRole("main").getByRole("article").first().waitFor();
    // Fewer than a page of upcoming camps are seeded: nothing more to load.
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    const empty = await ui.newPage();
    await answerApi(empty, "GET", "/upcoming-meals", { json: { meals: [], totalPages: 1 } });
    await openInApp(empty, "/upcoming-meals");
    await empty.getByText("No camps available").waitFor();

    const failing = await ui.newPage();
    await answerApi(failing, "GET", "/upcoming-meals", {
      status: 429,
      json: { message: "Too many requests. Please try again later.", code: "RATE_LIMITED" },
    });
    await openInApp(failing, "/upcoming-meals");
    await failing.getByRole("alert").filter({ hasText: "Error: Too many requests. Please try again later." }).waitFor();
  });

  test("fits a 390 px phone", async () => {
    const page = await ui.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/upcoming-meals");
    await page.getByRole("main").getByRole("article").first().waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
  });
});
