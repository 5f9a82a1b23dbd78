import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, failApi, fillCamp, newAdmin, rows, toast, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// Journeys here make their own camps and accounts; seeded data is only read, since other files share the server.
const ui = setupBrowser();

describe("admin area", () => {
  test("the admin menu, the welcome, and the profile counting the camps the admin added", async () => {
    const demo = await asAdmin(ui);
    const { page, email } = await newAdmin(ui, demo, "Profile Admin");
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Welcome, Profile Admin" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Admin dashboard" });
    const links: Record<string, string> = {
      Profile: "/admin/profile",
      "Add camp": "/admin/add-meal",
      "Add Upcoming Camp": "/admin/add-upcomingmeal",
      "Serve Camp": "/admin/serve-meal",
      "All Camp": "/admin/all-meal",
      "All Reviews": "/admin/all-reviews",
      "Manage Users": "/admin/manage-user",
      "Main Page": "/",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    const campsAdded = page.getByRole("main").locator("dt", { hasText: "Camps added" }).locator("+ dd");
    await nav.getByRole("link", { name: "Profile", exact: true }).click();
    await page.getByRole("main").getByText(email).waitFor();
    await expect.poll(() => campsAdded.innerText()).toBe("0");
    await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Counted Camp"));
    await page.reload();
    await expect.poll(() => campsAdded.innerText()).toBe("1");
  });

  test("a signed-in non-admin reads 'not authorized' on the profile, upcoming and all camps pages", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Curious Camper");
    for (const path of ["/admin/profile", "/admin/add-upcomingmeal", "/admin/all-meal"]) {
      await page.goto(path);
      await page.getByRole("alert").getByText("You are not authorized to access this page").waitFor();
      expect(page.url(), path).toBe(`${ui.baseURL}${path}`);
    }
  });

  test("Add camp shows the spec's messages, adds the camp, and says so when adding fails", async () => {
    const page = await asAdmin(ui);
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
    const title = uniqueTitle("E2E Lakeside Camp");
    await fillCamp(form, title);
    await form.getByRole("button", { name: "Add camp" }).click();
    await toast(page, "Camp added successfully").waitFor();
    const found = await page.request.get(`/api/meals?search=${encodeURIComponent(title)}`);
    expect(((await found.json()) as { meals: Array<{ ingredients: string[] }> }).meals[0]?.ingredients).toEqual([
      "Cardiologist",
      "Nurse",
    ]);

    await failApi(page, "**/api/meals", "POST");
    await fillCamp(form, uniqueTitle("E2E Failing Camp"));
    await form.getByRole("button", { name: "Add camp" }).click();
    await toast(page, "Error adding Camp").waitFor();
    expect(await form.getByLabel("Title").inputValue()).toMatch(/^E2E Failing Camp/);
  });

  test("adds an upcoming camp in the modal and publishes it into the camp list", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/add-upcomingmeal");
    await page.getByRole("button", { name: "Add an Upcoming Camp" }).click();
    const dialog = page.getByRole("form", { name: "Add an Upcoming Camp" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Please fill out all fields!").waitFor();
    const title = uniqueTitle("E2E Upcoming Camp");
    await fillCamp(dialog, title);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Camp added successfully!").waitFor();
    const row = rows(page).filter({ hasText: title });
    expect(await row.locator("td").allInnerTexts()).toEqual([title, "3days", "$12.50", "0", "Publish"]);
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await toast(page, "Camp published successfully!").waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.goto("/meals");
    await page.getByRole("heading", { name: title }).waitFor();
  });

  test("upcoming camps: adding and publishing failures, and Publish cannot be sent twice", async () => {
    const page = await asAdmin(ui);
    const camp = await addCampByApi(page, ui.baseURL, uniqueTitle("E2E Slow Publish"), "/api/upcoming-meals");
    await page.goto("/admin/add-upcomingmeal");

    await failApi(page, "**/api/upcoming-meals", "POST");
    await page.getByRole("button", { name: "Add an Upcoming Camp" }).click();
    const dialog = page.getByRole("form", { name: "Add an Upcoming Camp" });
    await fillCamp(dialog, uniqueTitle("E2E Refused Upcoming"));
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Failed to add Camp. Try again.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    const publish = page.getByRole("button", { name: `Publish ${camp.title}` });
    await failApi(page, "**/api/meals/from-upcoming", "POST");
    await publish.click();
    await toast(page, "Failed to publish Camp. Try again.").waitFor();
    await page.unrouteAll();

    // Hold the publish request until the double click is over: one request, and the button is disabled meanwhile.
    let sent = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/meals/from-upcoming", async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    await publish.dblclick();
    await expect.poll(() => publish.isDisabled()).toBe(true);
    await publish.click({ force: true });
    release();
    await toast(page, "Camp published successfully!").waitFor();
    await expect.poll(() => publish.count()).toBe(0);
    expect(sent).toBe(1);
  });
});
