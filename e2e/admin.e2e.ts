import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();
const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text);
const rows = (page: Page) => page.getByRole("main").locator("tbody tr");
const swal = (page: Page) => page.locator(".swal2-popup");

async function asAdmin(): Promise<Page> {
  const page = await ui.newPage();
  await signInInBrowser(page, ui.baseURL, "admin@medcamp.dev", "CampAdmin1");
  return page;
}

async function fillCamp(page: Page, scope: ReturnType<Page["getByRole"]>, title: string) {
  await scope.getByLabel("Title").fill(title);
  await scope.getByLabel("Image URL").fill("https://example.org/camp.png");
  await scope.getByLabel("Healthcare Professionals (comma separated)").fill("Cardiologist, Nurse ");
  await scope.getByLabel("Camp fee").fill("12.5");
  await scope.getByLabel("Description").fill("Checks and workshops by the lake.");
}

describe("admin area", () => {
  test("home and profile greet the admin and count the camps they added", async () => {
    const page = await asAdmin();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Welcome, MedCamp Admin" }).waitFor();
    await page.getByRole("navigation", { name: "Admin dashboard" }).getByRole("link", { name: "Profile" }).click();
    await page.getByText("admin@medcamp.dev").waitFor();
  });

  test("Add camp shows the spec's messages, then adds the camp", async () => {
    const page = await asAdmin();
    await page.goto("/admin/add-meal");
    const form = page.getByRole("form", { name: "Add camp" });
    await form.getByRole("button", { name: "Add camp" }).click();
    for (const text of [
      "Title is required",
      "Image URL is required",
      "Healthcare Professionals are required",
      "Description is required",
      "Camp fee is required",
    ]) {
      await form.getByText(text).waitFor();
    }
    await fillCamp(page, form, "E2E Lakeside Camp");
    await form.getByRole("button", { name: "Add camp" }).click();
    await toast(page, "Camp added successfully").waitFor();
    const found = await page.request.get("/api/meals?search=E2E%20Lakeside%20Camp");
    expect(((await found.json()) as { meals: Array<{ ingredients: string[] }> }).meals[0]?.ingredients).toEqual([
      "Cardiologist",
      "Nurse",
    ]);
  });

  test("adds an upcoming camp in the modal and publishes it into the camp list", async () => {
    const page = await asAdmin();
    await page.goto("/admin/add-upcomingmeal");
    await page.getByRole("button", { name: "Add an Upcoming Camp" }).click();
    const dialog = page.getByRole("form", { name: "Add an Upcoming Camp" });
    await dialog.getByRole("button", { name: "Add" }).click();
    await toast(page, "Please fill out all fields!").waitFor();
    await fillCamp(page, dialog, "E2E Upcoming Camp");
    await dialog.getByRole("button", { name: "Add" }).click();
    await toast(page, "Camp added successfully!").waitFor();
    await page.getByRole("button", { name: "Publish E2E Upcoming Camp" }).click();
    await toast(page, "Camp published successfully!").waitFor();
    await page.goto("/meals");
    await page.getByRole("heading", { name: "E2E Upcoming Camp" }).waitFor();
  });

  test("Serve Camp: search by e-mail, Book → Conformed, and the camper sees Delivered", async () => {
    const camper = await ui.newPage();
    await signInInBrowser(camper, ui.baseURL, "sara@medcamp.dev");
    const list = (await (await camper.request.get("/api/meals?limit=1&page=20")).json()) as {
      meals: Array<{ _id: string; title: string }>;
    };
    const target = list.meals[0]!;
    expect(
      (
        await camper.request.post("/api/meal/request", {
          data: { mealId: target._id },
          headers: { origin: ui.baseURL },
        })
      ).status(),
    ).toBe(201);

    const page = await asAdmin();
    await page.goto("/admin/serve-meal");
    await page.getByLabel("User email").fill("sara@");
    await page.getByRole("button", { name: "Search" }).click();
    const row = rows(page).filter({ hasText: target.title });
    await row.getByRole("button", { name: "Book" }).click();
    await toast(page, "Meal status updated to delivered").waitFor();
    await row.getByText("Conformed").waitFor();

    await camper.goto("/user/meals");
    await rows(camper).filter({ hasText: target.title }).getByText("Delivered", { exact: true }).waitFor();
  });

  test("All Camps: sort by likes, page size, update in the modal, delete with confirmation", async () => {
    const page = await asAdmin();
    await page.goto("/admin/all-meal");
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.getByLabel("Sort By").selectOption("likes");
    await expect
      .poll(async () => {
        const likes = await rows(page).locator("td:nth-child(4)").allInnerTexts();
        return likes.map(Number).every((n, i, all) => i === 0 || all[i - 1]! >= n);
      })
      .toBe(true);
    await page.getByLabel("Per page").selectOption("5");
    await expect.poll(() => rows(page).count()).toBe(5);
    await page.getByLabel("Sort By").selectOption("");

    const added = await page.request.post("/api/meals", {
      data: {
        title: "E2E Disposable Camp",
        category: "3days",
        image: "https://example.org/x.png",
        ingredients: ["Nurse"],
        description: "Soon gone.",
        price: 1,
      },
      headers: { origin: ui.baseURL },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    const row = rows(page).filter({ hasText: "E2E Disposable Camp" });
    await row.getByRole("button", { name: "Update" }).click();
    const dialog = page.getByRole("form", { name: "Update Camp" });
    await dialog.getByLabel("Title").fill("E2E Renamed Camp");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await swal(page).getByText("The Camp has been updated successfully.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    const renamed = rows(page).filter({ hasText: "E2E Renamed Camp" });
    await renamed.getByRole("button", { name: "Delete" }).click();
    await swal(page).getByText("You won't be able to revert this!").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await swal(page).getByText("The Camp has been deleted.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await expect.poll(() => renamed.count()).toBe(0);
  });

  test("All Reviews: reset a camp's reviews after confirmation", async () => {
    const page = await asAdmin();
    await page.goto("/admin/all-reviews");
    const first = rows(page).first();
    const title = await first.locator("td").first().innerText();
    await first.getByRole("button", { name: `Delete reviews of ${title}` }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await toast(page, "Reviews for this Camp have been reset.").waitFor();
    await expect.poll(() => rows(page).filter({ hasText: title }).count()).toBe(0);
  });

  test("Manage Users: search and Make Admin", async () => {
    const student = await ui.newPage();
    const { email } = await signUpInBrowser(student, ui.baseURL, "Promote Me");
    const page = await asAdmin();
    await page.goto("/admin/manage-user");
    await page.getByText(/Page 1 of \d+/).waitFor();
    await page.getByLabel("Search by email").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole("button", { name: "Make Admin: Promote Me" }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await rows(page).getByText("Admin", { exact: true }).waitFor();
    const check = await student.request.get("/api/is-admin");
    expect(await check.json()).toEqual({ isAdmin: true });
  });
});
