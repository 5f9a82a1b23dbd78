import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, currentPage, failApi, rows, swal, toast, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// Serve Camp, All Reviews and Manage Users. Requests, reviews and accounts that get changed are made here.
const ui = setupBrowser();
const titles = (page: Page) => rows(page).locator("td:first-child").allInnerTexts();

/** A fresh camper with a package who asked to join `count` new camps; returns the camper's page and the camps. */
async function camperWithRequests(admin: Page, name: string, count: number) {
  const camper = await ui.newPage();
  const account = await signUpInBrowser(camper, ui.baseURL, name);
  await buyPackageInBrowser(camper, ui.baseURL, 10);
  const camps = [];
  for (let i = 0; i < count; i++) {
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle(`E2E Served Camp ${i + 1}`));
    const joined = await camper.request.post("/api/meal/request", {
      data: { mealId: camp.id },
      headers: { origin: ui.baseURL },
    });
    expect(joined.status()).toBe(201);
    camps.push(camp);
  }
  return { camper, ...account, camps };
}

describe("Serve Camp", () => {
  test("searches by user name, pages, and a new page size returns to page 1", async () => {
    const admin = await asAdmin(ui);
    const name = uniqueTitle("Pager");
    await camperWithRequests(admin, name, 3);
    await admin.goto("/admin/serve-meal");
    await admin.getByLabel("User name").fill(name.toUpperCase());
    await admin.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows(admin).count()).toBe(3);
    expect(new Set(await rows(admin).locator("td:nth-child(2)").allInnerTexts())).toEqual(new Set([name]));
    expect(await admin.getByLabel("Per page").inputValue()).toBe("10");
    await admin.getByLabel("Per page").selectOption("2");
    await expect.poll(() => rows(admin).count()).toBe(2);
    await admin.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect.poll(() => rows(admin).count()).toBe(1);
    await admin.getByLabel("Per page").selectOption("5");
    await expect.poll(() => currentPage(admin)).toBe("1");
    await expect.poll(() => rows(admin).count()).toBe(3);
  });

  test("Book: 'Error: …' when refused, then Conformed, and the camper sees Delivered", async () => {
    const admin = await asAdmin(ui);
    const { camper, email, camps } = await camperWithRequests(admin, "Book Camper", 1);
    await admin.goto("/admin/serve-meal");
    await admin.getByLabel("User email").fill(email);
    await admin.getByRole("button", { name: "Search" }).click();
    const row = rows(admin).filter({ hasText: camps[0]!.title });
    await failApi(admin, "**/api/meal-requests/*", "PATCH", 409, "This request was already served");
    await row.getByRole("button", { name: "Book" }).click();
    await toast(admin, "Error: This request was already served").waitFor();
    await admin.unrouteAll();
    await row.getByRole("button", { name: "Book" }).click();
    await toast(admin, "Meal status updated to delivered").waitFor();
    await row.getByText("Conformed").waitFor();

    await camper.goto("/user/meals");
    await rows(camper).filter({ hasText: camps[0]!.title }).getByText("Delivered", { exact: true }).waitFor();
  });
});

describe("All Reviews", () => {
  test("pages through the reviewed camps; a new page size returns to page 1", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/all-reviews");
    await rows(page).first().waitFor();
    // The page count the screen shows comes from its own answer: other test files add reviewed camps meanwhile.
    const answer = page.waitForResponse((r) => /\/api\/reviewed-meals\?.*limit=2/.test(r.url()));
    await page.getByLabel("Per page").selectOption("2");
    const { totalPages } = (await (await answer).json()) as { totalPages: number };
    expect(totalPages).toBeGreaterThan(1);
    await expect.poll(() => rows(page).count()).toBe(2);
    const pager = page.getByRole("navigation", { name: "Reviewed camp pages" });
    expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBe(totalPages);
    const first = await titles(page);
    await pager.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect.poll(async () => (await titles(page)).some((t) => first.includes(t))).toBe(false);
    await page.getByLabel("Per page").selectOption("5");
    await expect.poll(() => currentPage(page)).toBe("1");
  });

  test("resets a camp's reviews after confirmation, and words both kinds of failure", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Reviewed Camp"));
    const reviewer = await ui.newPage();
    await signUpInBrowser(reviewer, ui.baseURL, "Reviewer");
    const reviewed = await reviewer.request.post(`/api/meals/${camp.id}/review`, {
      data: { comment: "Good", rating: 4 },
      headers: { origin: ui.baseURL },
    });
    expect(reviewed.status()).toBe(201);
    await page.goto("/admin/all-reviews");
    await rows(page).first().waitFor();
    await page.getByLabel("Per page").selectOption("20");
    const row = rows(page).filter({ hasText: camp.title });
    // The list of 20 replaces the first one when its answer comes.
    await row.waitFor();
    expect((await row.locator("td").allInnerTexts()).slice(0, 3)).toEqual([camp.title, "0", "1"]);
    expect(await row.getByRole("link", { name: "View Camp" }).getAttribute("href")).toBe(`/meal/${camp.id}`);
    const reset = async () => {
      await row.getByRole("button", { name: `Delete reviews of ${camp.title}` }).click();
      await swal(page).getByRole("button", { name: "OK" }).click();
    };

    await failApi(page, `**/api/meals/reset/${camp.id}`, "PATCH");
    await reset();
    await toast(page, "Failed to reset reviews. Please try again.").waitFor();
    await page.unrouteAll();
    await page.route(`**/api/meals/reset/${camp.id}`, (route) => route.abort("connectionreset"));
    await reset();
    await toast(page, "Something went wrong: An error occurred. Please try again later.").waitFor();
    await page.unrouteAll();

    await reset();
    await toast(page, "Reviews for this Camp have been reset.").waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const meal = (await (await page.request.get(`/api/meals/${camp.id}`)).json()) as { reviewsCount: number };
    expect(meal.reviewsCount).toBe(0);
  });

  test("says 'No reviews found.' when no camp has reviews", async () => {
    const page = await asAdmin(ui);
    // The shared server's seeded reviews stay for other journeys, so this one answer is an empty list.
    await page.route("**/api/reviewed-meals?*", (route) => route.fulfill({ json: { meals: [], totalPages: 1 } }));
    await page.goto("/admin/all-reviews");
    await page.getByRole("main").getByText("No reviews found.", { exact: true }).waitFor();
    expect(await page.getByRole("main").locator("table").count()).toBe(0);
  });
});

describe("Manage Users", () => {
  test("Previous and Next with 'Page X of Y', the page size, and 'No users found.'", async () => {
    const page = await asAdmin(ui);
    const total = async (limit: number) =>
      ((await (await page.request.get(`/api/users?page=1&limit=${limit}`)).json()) as { totalPages: number })
        .totalPages;
    await page.goto("/admin/manage-user");
    await rows(page).first().waitFor();
    await page.getByLabel("Per page").selectOption("2");
    const of2 = await total(2);
    await page.getByText(`Page 1 of ${of2}`).waitFor();
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(`Page 2 of ${of2}`).waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText(`Page 1 of ${of2}`).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Per page").selectOption("5");
    await page.getByText(`Page 1 of ${await total(5)}`).waitFor();

    await page.getByLabel("Search by email").fill(`nobody-${Date.now()}@nowhere.example`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("main").getByText("No users found.", { exact: true }).waitFor();
  });

  test("search and Make Admin, with the server's message when promoting fails", async () => {
    const student = await ui.newPage();
    const { email } = await signUpInBrowser(student, ui.baseURL, "Promote Me");
    const page = await asAdmin(ui);
    await page.goto("/admin/manage-user");
    await page.getByLabel("Search by email").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).locator("td").allInnerTexts()).toEqual(["Promote Me", email, "None", "Make Admin\nStaff"]);

    await failApi(page, "**/api/make-admin", "POST", 404, "User not found");
    await page.getByRole("button", { name: "Make Admin: Promote Me" }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await toast(page, "User not found").waitFor();
    await page.unrouteAll();

    await page.getByRole("button", { name: "Make Admin: Promote Me" }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await toast(page, "The user is now an admin.").waitFor();
    await rows(page).getByText("Admin", { exact: true }).waitFor();
    expect(await (await student.request.get("/api/is-admin")).json()).toEqual({ isAdmin: true });
  });
});

describe("list state in the URL", () => {
  test("page and page size survive a refresh and a shared link, and Back returns to the previous page", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/all-meal");
    await rows(page).first().waitFor();
    await page.getByLabel("Per page").selectOption("2");
    await page.waitForURL((url) => url.searchParams.get("limit") === "2");
    // The pager of the two-row list (the longer list's pager goes when its rows do).
    await expect.poll(() => rows(page).count()).toBe(2);
    const pager = page.getByRole("navigation", { name: "Camp pages" });
    await pager.getByRole("button", { name: "Page 2", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    // The first column is the row's number (3 and 4 on page 2), whatever camps other files add meanwhile.
    const secondPage = ["3", "4"];
    await expect.poll(() => titles(page)).toEqual(secondPage);

    await page.reload();
    await expect.poll(() => currentPage(page)).toBe("2");
    await expect.poll(() => titles(page)).toEqual(secondPage);

    const shared = await asAdmin(ui);
    await shared.goto(`/admin/all-meal${new URL(page.url()).search}`);
    await expect.poll(() => currentPage(shared)).toBe("2");
    await expect.poll(() => titles(shared)).toEqual(secondPage);

    await page.goBack();
    await expect.poll(() => currentPage(page)).toBe("1");
    expect(new URL(page.url()).pathname).toBe("/admin/all-meal");
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });
});
