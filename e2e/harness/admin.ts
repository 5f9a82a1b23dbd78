import type { Locator, Page } from "playwright-core";
import { signInInBrowser, signUpInBrowser } from "./accounts.ts";
import type { BrowserFixture } from "./browser.ts";

export const DEMO_ADMIN = { email: "admin@medcamp.dev", password: "CampAdmin1" };

export const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true });
export const rows = (page: Page) => page.getByRole("main").locator("tbody tr");
export const swal = (page: Page) => page.locator(".swal2-popup");
export const currentPage = (page: Page) => page.getByRole("main").locator('[aria-current="page"]').innerText();

/** A page signed in as the seeded admin. */
export async function asAdmin(ui: BrowserFixture): Promise<Page> {
  const page = await ui.newPage();
  await signInInBrowser(page, ui.baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return page;
}

/** A fresh camper promoted to admin by the seeded admin (`by`), signed in on a page of its own. */
export async function newAdmin(ui: BrowserFixture, by: Page, name: string) {
  const page = await ui.newPage();
  const { email } = await signUpInBrowser(page, ui.baseURL, name);
  const found = await by.request.get(`/api/users?email=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: Array<{ _id: string }> };
  const promoted = await by.request.post("/api/make-admin", {
    data: { userId: users[0]!._id },
    headers: { origin: ui.baseURL },
  });
  if (promoted.status() !== 200) throw new Error(`make-admin failed: ${promoted.status()}`);
  return { page, email };
}

/** A unique camp title, so journeys sharing the server find their own rows. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Adds a camp through the real API as the page's admin; returns its id and title. */
export async function addCampByApi(page: Page, baseURL: string, title: string, path = "/api/meals") {
  const res = await page.request.post(path, {
    data: {
      title,
      category: "3days",
      image: "https://example.org/e2e.png",
      ingredients: ["Nurse", "Dentist"],
      description: "Made by a browser test.",
      price: 7.5,
    },
    headers: { origin: baseURL },
  });
  if (res.status() !== 201) throw new Error(`adding ${title} failed: ${res.status()} ${await res.text()}`);
  return { id: ((await res.json()) as { insertedId: string }).insertedId, title };
}

/** Adds a camp in Dhaka starting at `startsAt` (2099 by default: it never ends during a run) with `capacity` seats. */
export async function addDatedCampByApi(
  page: Page,
  baseURL: string,
  title: string,
  capacity: number,
  startsAt = "2099-03-01T09:00:00+06:00",
) {
  const res = await page.request.post("/api/meals", {
    data: {
      title,
      category: "3days",
      image: "https://example.org/e2e.png",
      ingredients: ["Nurse"],
      description: "Made by a browser test.",
      price: 0,
      startsAt,
      timezone: "Asia/Dhaka",
      capacity,
    },
    headers: { origin: baseURL },
  });
  if (res.status() !== 201) throw new Error(`adding ${title} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** Fills the add camp fields (Add camp and the "Add an Upcoming Camp" modal). */
export async function fillCamp(scope: Locator, title: string) {
  await scope.getByLabel("Title").fill(title);
  await scope.getByLabel("Image URL").fill("https://example.org/camp.png");
  await scope.getByLabel("Healthcare Professionals (comma separated)").fill("Cardiologist, Nurse ");
  await scope.getByLabel("Camp fee").fill("12.5");
  await scope.getByLabel("Description").fill("Checks and workshops by the lake.");
}

/** Makes every `method` call to `url` fail with `status` and the API's error body. */
export async function failApi(page: Page, url: string, method: string, status = 500, message = "Internal error") {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({ status, json: { message, code: status >= 500 ? "INTERNAL_ERROR" : "CONFLICT" } })
      : route.fallback(),
  );
}
