import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addCampByApi, asAdmin, currentPage, failApi, rows, swal, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// All Camps management (/admin/all-meal). Camps that get changed are made here; seeded ones are only read.
const ui = setupBrowser();
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allInnerTexts();
const descending = (values: string[]) => values.map(Number).every((n, i, all) => i === 0 || all[i - 1]! >= n);

/** Chooses a Sort By option and waits for the list the server sorted. */
async function sortBy(page: Page, label: string, value: string) {
  const sorted = page.waitForResponse((res) => new URL(res.url()).searchParams.get("sortBy") === value);
  await page.getByLabel("Sort By").selectOption({ label });
  await sorted;
}

async function totalPages(page: Page, limit: number) {
  const res = await page.request.get(`/api/meals?category=All&page=1&limit=${limit}`);
  return ((await res.json()) as { totalPages: number }).totalPages;
}

describe("All Camps management", () => {
  test("sorts by likes and by reviews count, pages, and a new page size returns to page 1", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/all-meal");
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await page.getByLabel("Per page").inputValue()).toBe("10");
    await sortBy(page, "Likes", "likes");
    await expect.poll(async () => descending(await column(page, 4))).toBe(true);
    await sortBy(page, "Reviews Count", "reviewsCount");
    await expect.poll(async () => descending(await column(page, 5))).toBe(true);
    expect(Number((await column(page, 5))[0])).toBeGreaterThan(0);
    await page.getByLabel("Sort By").selectOption({ label: "Default" });

    await page.getByLabel("Per page").selectOption("5");
    await expect.poll(() => rows(page).count()).toBe(5);
    const pager = page.getByRole("navigation", { name: "Camp pages" });
    expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBe(await totalPages(page, 5));
    const firstPage = await column(page, 2);
    await pager.getByRole("button", { name: "Page 2", exact: true }).click();
    // Other files add camps meanwhile, which can move page 1's last camps onto page 2; its top camp stays off it.
    await expect.poll(async () => (await column(page, 2)).includes(firstPage[0] ?? "")).toBe(false);
    expect(await column(page, 1)).toEqual(["6", "7", "8", "9", "10"]);
    await page.getByLabel("Per page").selectOption("2");
    await expect.poll(() => currentPage(page)).toBe("1");
    await expect.poll(() => column(page, 1)).toEqual(["1", "2"]);
  });

  test("View opens the camp's page", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Viewed Camp"));
    await page.goto("/admin/all-meal");
    const view = rows(page).filter({ hasText: camp.title }).getByRole("link", { name: "View", exact: true });
    expect(await view.getAttribute("href")).toBe(`/meal/${camp.id}`);
    await view.click();
    await page.waitForURL(`**/meal/${camp.id}`);
    await page.getByRole("heading", { name: camp.title }).waitFor();
  });

  test("the Update modal: the spec's labels, its validation messages, a save, and Close", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Editable Camp"));
    await page.goto("/admin/all-meal");
    await rows(page).filter({ hasText: camp.title }).getByRole("button", { name: "Update" }).click();
    const form = page.getByRole("form", { name: "Update Camp" });
    // The spec's fields; issue 18's "When and where" fields sit apart in their own fieldset.
    const labels = await form.locator("label:not(fieldset label)").allInnerTexts();
    expect(labels).toEqual(["Title", "Photo Url", "Description", "Price", "Ingredients (comma separated)"]);
    for (const label of labels) await form.getByLabel(label, { exact: true }).fill("");
    await form.getByRole("button", { name: "Save Changes" }).click();
    for (const text of [
      "Title is required",
      "Photo Url is required",
      "Description is required",
      "Price is required",
      "Ingredients are required",
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    await form.getByLabel("Photo Url").fill("ftp://example.org/x.png");
    await form.getByLabel("Price").fill("abc");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("Photo Url must be an http(s) URL").waitFor();
    await form.getByText("Price must be a number with at most 2 decimals").waitFor();

    const renamed = `${camp.title} renamed`;
    await form.getByLabel("Title").fill(renamed);
    await form.getByLabel("Photo Url").fill("https://example.org/renamed.png");
    await form.getByLabel("Description").fill("Renamed by the browser test.");
    await form.getByLabel("Price").fill("9.99");
    await form.getByLabel("Ingredients (comma separated)").fill(" Nurse , Optician,");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await swal(page).getByText("Updated!").waitFor();
    await swal(page).getByText("The Camp has been updated successfully.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await rows(page).filter({ hasText: renamed }).getByText("$9.99").waitFor();
    const saved = (await (await page.request.get(`/api/meals/${camp.id}`)).json()) as { ingredients: string[] };
    expect(saved.ingredients).toEqual(["Nurse", "Optician"]);

    await rows(page).filter({ hasText: renamed }).getByRole("button", { name: "Update" }).click();
    await form.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => form.count()).toBe(0);
  });

  test("a failed update shows 'Error!' inside the modal, which keeps the input for another try", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Stubborn Camp"));
    await page.goto("/admin/all-meal");
    await failApi(page, `**/api/meals/${camp.id}`, "PATCH");
    await rows(page).filter({ hasText: camp.title }).getByRole("button", { name: "Update" }).click();
    const form = page.getByRole("form", { name: "Update Camp" });
    const renamed = `${camp.title} again`;
    await form.getByLabel("Title").fill(renamed);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await swal(page).getByText("Error!").waitFor();
    await swal(page).getByText("Failed to update the Camp. Please try again.").waitFor();
    // A real click (no force): it only lands when the error dialog is not inert behind the modal.
    await swal(page).getByRole("button", { name: "OK" }).click();
    await expect.poll(() => swal(page).count()).toBe(0);
    expect(await form.getByLabel("Title").inputValue()).toBe(renamed);

    await form.getByRole("button", { name: "Save Changes" }).click();
    await swal(page).getByText("Error!").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => swal(page).count()).toBe(0);
    expect(await form.getByLabel("Title").inputValue()).toBe(renamed);

    await page.unrouteAll();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await swal(page).getByText("The Camp has been updated successfully.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await rows(page).filter({ hasText: renamed }).waitFor();
  });

  test("Delete asks first, then removes the camp; a failed delete says so", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Disposable Camp"));
    await page.goto("/admin/all-meal");
    const row = rows(page).filter({ hasText: camp.title });

    await failApi(page, `**/api/meals/${camp.id}`, "DELETE");
    await row.getByRole("button", { name: "Delete" }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await swal(page).getByText("An error occurred while deleting the Camp.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await page.unrouteAll();

    await row.getByRole("button", { name: "Delete" }).click();
    await swal(page).getByText("You won't be able to revert this!").waitFor();
    await swal(page).getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => swal(page).count()).toBe(0);
    expect(await row.count()).toBe(1);
    await row.getByRole("button", { name: "Delete" }).click();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await swal(page).getByText("The Camp has been deleted.").waitFor();
    await swal(page).getByRole("button", { name: "OK" }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await page.request.get(`/api/meals/${camp.id}`)).status()).toBe(404);
  });
});
