import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addDatedCampByApi, asAdmin, rows, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// Issue 18: the personal calendar feed on My Profile, and an admin declining a seat-holder on Serve Camp.
const ui = setupBrowser();
const confirmOk = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "OK", exact: true }).click();

/** A dated camp with `capacity` seats, added by the admin through the API. */
const datedCamp = (admin: Page, title: string, capacity: number) =>
  addDatedCampByApi(admin, ui.baseURL, title, capacity);

async function joinedCamper(name: string, campId: string) {
  const page = await ui.newPage();
  const camper = await signUpInBrowser(page, ui.baseURL, name);
  await buyPackageInBrowser(page, ui.baseURL, 10);
  const joined = await page.request.post("/api/meal/request", {
    data: { mealId: campId },
    headers: { origin: ui.baseURL },
  });
  expect(joined.status()).toBe(201);
  return { page, ...camper };
}

describe("calendar feed and decline in the browser", () => {
  test("My Profile shows the feed link, which lists the joined camp; Replace link retires the old one", async () => {
    const admin = await asAdmin(ui);
    const title = uniqueTitle("E2E Feed Camp");
    const campId = await datedCamp(admin, title, 5);
    const { page } = await joinedCamper("Feed Camper", campId);

    await page.goto("/user/profile");
    const link = page.getByLabel("Your calendar link");
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await link.inputValue();
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    expect(await feed.text()).toContain(`SUMMARY:${title}`);

    await page.getByRole("button", { name: "Replace link" }).click();
    await confirmOk(page);
    await page.getByText(MESSAGES.schedule.calendarRotated).waitFor();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(await link.inputValue())).status()).toBe(200);
  });

  test("Decline on Serve Camp frees the seat for the first waiter", async () => {
    const admin = await asAdmin(ui);
    const campId = await datedCamp(admin, uniqueTitle("E2E Decline Camp"), 1);
    const tag = Math.random().toString(36).slice(2, 7);
    const seated = await joinedCamper(`Declined ${tag}`, campId);
    const waiting = await joinedCamper(`Waiting ${tag}`, campId);

    await admin.goto(`/admin/serve-meal?username=${tag}`);
    const seatedRow = rows(admin).filter({ hasText: seated.email });
    await seatedRow.getByRole("button", { name: /^Decline/ }).click();
    await confirmOk(admin);
    // The camper's name holds the word too ("Declined …"): the row's Action cell says it alone.
    await seatedRow.locator('td[data-label="Action"]').getByText(MESSAGES.schedule.declinedStatus).waitFor();
    // The waiter's row lost its waitlist badge: it holds the seat now and can be booked.
    const waitingRow = rows(admin).filter({ hasText: waiting.email });
    await waitingRow.getByRole("button", { name: /^Book/ }).waitFor();

    await waiting.page.goto(`/meal/${campId}`);
    await waiting.page.getByRole("main").getByRole("button", { name: "Requested" }).waitFor();
    await seated.page.goto(`/meal/${campId}`);
    await seated.page.getByRole("main").getByText(MESSAGES.schedule.declinedStatus).waitFor();
  });
});
