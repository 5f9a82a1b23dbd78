import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();
const rows = (page: Page) => page.getByRole("main").locator("tbody tr");
const confirmOk = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "OK" }).click();

async function joinCamps(page: Page, n: number) {
  const res = await page.request.get(`/api/meals?category=All&limit=${n}&page=2`);
  for (const meal of ((await res.json()) as { meals: Array<{ _id: string }> }).meals) {
    const joined = await page.request.post("/api/meal/request", {
      data: { mealId: meal._id },
      headers: { origin: ui.baseURL },
    });
    expect(joined.status()).toBe(201);
  }
}

describe("user dashboard", () => {
  test("welcome and profile show the name and the package badge", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto("/user");
    await page.getByRole("heading", { name: "Welcome, Sara Ahmed" }).waitFor();
    await page.getByRole("navigation", { name: "User dashboard" }).getByRole("link", { name: "Profile" }).click();
    await page.getByText("sara@medcamp.dev").waitFor();
    await page.getByRole("main").getByText("Gold", { exact: true }).waitFor();
  });

  test("Camp Request shows Delivered rows without Cancel, cancels a pending one after confirmation, and pages", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Request Maker");
    await buyPackageInBrowser(page, ui.baseURL, 15);
    await joinCamps(page, 3);
    await page.goto("/user/meals");
    await expect.poll(() => rows(page).count()).toBe(3);
    const before = 3;
    await page.getByLabel("Per page").selectOption("2");
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.getByLabel("Per page").selectOption("10");
    await expect.poll(() => rows(page).count()).toBe(before);
    await rows(page).filter({ hasText: "pending" }).first().getByRole("button", { name: "Cancel" }).click();
    await page.getByText("You won't be able to revert this!").waitFor();
    await confirmOk(page);
    await page.getByText("Your camp has been cancelled.").waitFor();
    await confirmOk(page);
    await expect.poll(() => rows(page).count()).toBe(before - 1);
  });

  test("a delivered request shows Delivered and no Cancel", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto("/user/meals");
    const delivered = rows(page).filter({ hasText: "delivered" }).first();
    await delivered.getByText("Delivered", { exact: true }).waitFor();
    expect(await delivered.getByRole("button", { name: "Cancel" }).count()).toBe(0);
  });

  test("reviews: page sizes, edit in a modal, delete with confirmation", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Review Writer");
    const list = await page.request.get("/api/meals?category=All&limit=3&page=4");
    for (const meal of ((await list.json()) as { meals: Array<{ _id: string }> }).meals) {
      const res = await page.request.post(`/api/meals/${meal._id}/review`, {
        data: { comment: "Written for the dashboard test.", rating: 4 },
        headers: { origin: ui.baseURL },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/user/reviews");
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel("Per page").selectOption("1");
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole("button", { name: "Page 3" }).waitFor();
    await page.getByLabel("Per page").selectOption("5");
    await expect.poll(() => rows(page).count()).toBe(3);

    await rows(page).first().getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit your review" });
    await dialog.getByLabel("Comment").fill("Edited from the dashboard.");
    await dialog.getByRole("button", { name: "Update" }).click();
    await rows(page).getByText("Edited from the dashboard.").waitFor();

    await rows(page).first().getByRole("button", { name: "Delete" }).click();
    await confirmOk(page);
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await rows(page).first().getByRole("link", { name: "View camp" }).getAttribute("href")).toMatch(/^\/meal\//);
  });

  test("payment history shows the purchase with a green badge; a new camper sees the empty states", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto("/user/history");
    const row = rows(page).filter({ hasText: "Gold" }).first();
    await row.waitFor();
    expect(await row.locator(".badge-success").innerText()).toBe("purchased");

    const fresh = await ui.newPage();
    await signUpInBrowser(fresh, ui.baseURL);
    await fresh.goto("/user/history");
    await fresh.getByText("No payments found").waitFor();
    await fresh.goto("/user/meals");
    await fresh.getByText("No Meal Request found").waitFor();
    await fresh.goto("/user/reviews");
    await fresh.getByText("No reviews found").waitFor();
  });
});
