import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";
import { openCampIdAt } from "./harness/camps.ts";
import { horizontalOverflow, sidewaysScrollers } from "./harness/overflow.ts";

// Seeded campers are only read here; journeys that change data use campers of their own, so other test files
// sharing the server (which may add requests for sara, for example) neither disturb nor are disturbed.
const ui = setupBrowser();
// As long as a locator waits (harness default): a loaded 2-core machine can take seconds to render a list.
const rows = (page: Page) => page.getByRole("main").locator("tbody tr");
const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text);
const confirmOk = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "OK", exact: true }).click();
const currentPage = (page: Page) => page.getByRole("main").locator('[aria-current="page"]').innerText();

async function asCamper(email: string) {
  const page = await ui.newPage();
  await signInInBrowser(page, ui.baseURL, email);
  return page;
}

/** Posts through the real API as the page's signed-in user; `pick` chooses camps nobody else's journey uses. */
async function eachCamp(page: Page, pick: string, post: (id: string) => Promise<number>) {
  const res = await page.request.get(`/api/meals?category=All&${pick}`);
  for (const meal of ((await res.json()) as { meals: Array<{ _id: string }> }).meals) {
    expect(await post(meal._id)).toBe(201);
  }
}

describe("user dashboard", () => {
  test("the user navbar, the welcome with the name and photo, and the profile with the Gold badge", async () => {
    const page = await asCamper("sara@medcamp.dev");
    await page.goto("/user");
    await page.getByRole("heading", { name: "Welcome, Sara Ahmed" }).waitFor();
    expect(await page.getByRole("main").getByRole("img", { name: "Sara Ahmed" }).getAttribute("src")).toMatch(/^\//);
    const nav = page.getByRole("navigation", { name: "User dashboard" });
    const links = { Profile: "/user/profile", "Camp Request": "/user/meals", "User Reviews": "/user/reviews" };
    for (const [name, href] of Object.entries({ ...links, "Payment History": "/user/history", "Main Page": "/" })) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    await nav.getByRole("link", { name: "Profile", exact: true }).click();
    await page.getByText("sara@medcamp.dev").waitFor();
    expect(await page.getByRole("main").locator(".badge").innerText()).toBe("Gold");
    expect(await page.title()).toContain("My Profile");
  });

  test("Camp Request: pages, and cancels a pending request after the confirmation", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Request Maker");
    await buyPackageInBrowser(page, ui.baseURL, 15);
    const join = async (mealId: string) =>
      (await page.request.post("/api/meal/request", { data: { mealId }, headers: { origin: ui.baseURL } })).status();
    // Three camps that take this camper (a camp just published from Upcoming takes only Platinum for a while) with
    // no intake questions to answer (issue 21).
    for (const index of [3, 4, 5]) expect(await join(await openCampIdAt(page, index))).toBe(201);
    await page.goto("/user/meals");
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await page.title()).toContain("Camp Request");
    await page.getByLabel("Per page").selectOption("2");
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().locator("td").first().innerText()).toBe("3");

    // Cancelling the only row of page 2 steps back to page 1.
    await rows(page).first().getByRole("button", { name: "Cancel" }).click();
    await page.getByText(MESSAGES.confirm.text).waitFor();
    await confirmOk(page);
    await page.getByText(MESSAGES.success.requestCancelled).waitFor();
    await confirmOk(page);
    await expect.poll(() => currentPage(page)).toBe("1");
    await expect.poll(() => rows(page).count()).toBe(2);
    // Page 1's cached answer may show first (with the old page count) until its refetch arrives.
    await expect.poll(() => page.getByRole("button", { name: "Page 2", exact: true }).count()).toBe(0);

    // Saying Cancel in the confirmation keeps the request.
    await rows(page).first().getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel", exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
  });

  test("a delivered request shows Delivered and no Cancel; a pending one has Cancel", async () => {
    const page = await asCamper("sara@medcamp.dev");
    await page.goto("/user/meals");
    const delivered = rows(page).filter({ hasText: "delivered" }).first();
    await delivered.getByText("Delivered", { exact: true }).waitFor();
    expect(await delivered.getByRole("button", { name: "Cancel" }).count()).toBe(0);
    await rows(page).filter({ hasText: "pending" }).first().getByRole("button", { name: "Cancel" }).waitFor();
  });

  test("reviews page through sizes 1 and 5; a new size goes back to page 1", async () => {
    const page = await asCamper("sara@medcamp.dev");
    await page.goto("/user/reviews");
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel("Per page").selectOption("1");
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole("button", { name: "Page 3", exact: true }).click();
    await expect.poll(() => currentPage(page)).toBe("3");
    await page.getByLabel("Per page").selectOption("5");
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await currentPage(page)).toBe("1");
    expect(await page.getByRole("button", { name: /^Page \d+$/ }).count()).toBe(1);
    expect(await rows(page).first().getByRole("link", { name: "View camp" }).getAttribute("href")).toMatch(/^\/meal\//);
  });

  test("reviews: edit in a modal (Escape and Cancel leave it unchanged), delete only after OK in the confirmation", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Review Writer");
    const review = async (id: string) =>
      (
        await page.request.post(`/api/meals/${id}/review`, {
          data: { comment: "Written for the dashboard test.", rating: 4 },
          headers: { origin: ui.baseURL },
        })
      ).status();
    await eachCamp(page, "limit=2&page=4", review);
    await page.goto("/user/reviews");
    await expect.poll(() => rows(page).count()).toBe(2);

    const dialog = page.getByRole("dialog", { name: "Edit your review" });
    await rows(page).first().getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Comment").fill("Never saved.");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await rows(page).getByText("Never saved.").count()).toBe(0);

    await rows(page).first().getByRole("button", { name: "Edit" }).click();
    // The reopened modal starts from the saved review (its form is reset as it opens: wait for it on a busy machine).
    await expect.poll(() => dialog.getByLabel("Comment").inputValue()).toBe("Written for the dashboard test.");
    await dialog.getByLabel("Comment").fill("Edited from the dashboard.");
    await dialog.getByRole("button", { name: "Update" }).click();
    await dialog.waitFor({ state: "hidden" });
    await rows(page).getByText("Edited from the dashboard.").waitFor();

    // The modal's Cancel button, like Escape, leaves the review as it was.
    await rows(page).first().getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Comment").fill("Never saved either.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await rows(page).getByText("Never saved either.").count()).toBe(0);

    // Cancel in the confirmation keeps the review; OK deletes it.
    await rows(page).first().getByRole("button", { name: "Delete" }).click();
    await page.getByText(MESSAGES.confirm.title).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel", exact: true }).click();
    await page.getByText(MESSAGES.confirm.title).waitFor({ state: "hidden" });
    expect(await rows(page).count()).toBe(2);
    await rows(page).first().getByRole("button", { name: "Delete" }).click();
    await page.getByText(MESSAGES.confirm.title).waitFor();
    await confirmOk(page);
    await toast(page, MESSAGES.success.reviewDeleted).waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
  });

  test("payment history shows the Gold purchase with a green badge, and on a phone its rows are cards that fit the screen", async () => {
    const page = await asCamper("sara@medcamp.dev");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/user/history");
    const row = rows(page).filter({ hasText: "Gold" }).first();
    await row.waitFor();
    expect(await row.locator(".badge-success").innerText()).toBe("purchased");
    expect(await row.locator("td").nth(3).innerText()).toBe("15");
    expect(await horizontalOverflow(page)).toEqual([]);
    // On a phone each row is a card: nothing in the list scrolls sideways (e2e/phone-tables.e2e.ts checks every list).
    expect(await sidewaysScrollers(page)).toEqual([]);
  });

  test("empty states: lina has no requests and no payments; a new camper has no reviews", async () => {
    const lina = await asCamper("lina@medcamp.dev");
    await lina.goto("/user/meals");
    await lina.getByText(MESSAGES.camps.noMealRequestFound).waitFor();
    await lina.goto("/user/history");
    await lina.getByText(MESSAGES.camps.noPaymentsFound).waitFor();

    const fresh = await ui.newPage();
    await signUpInBrowser(fresh, ui.baseURL);
    await fresh.goto("/user/reviews");
    await fresh.getByText(MESSAGES.camps.noReviewsFoundUser, { exact: true }).waitFor();
  });

  test("a visitor opening /user is sent to /", async () => {
    const page = await ui.newPage();
    await page.goto("/user");
    await page.waitForURL((url) => url.pathname === "/");
  });
});
