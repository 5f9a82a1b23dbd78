import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addDatedCampByApi, asAdmin, rows, swal, toast, uniqueTitle } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { settled } from "./harness/screen-ready.ts";

// Issue 23, item 4: Serve Camp declines with a reason the camper then reads in My Camp Requests, and books several
// requests at once through the rows' boxes (by keyboard).
const ui = setupBrowser();
const S = MESSAGES.schedule;

/** A dated camp with `capacity` seats, added by the admin through the API. */
const datedCamp = (admin: Page, title: string, capacity: number) =>
  addDatedCampByApi(admin, ui.baseURL, title, capacity, "2099-04-01T09:00:00+06:00");

/** A fresh camper with a package who asked to join each of the camps; their e-mail and password. */
async function camperWhoJoined(name: string, campIds: string[]) {
  const page = await ui.newPage();
  const camper = await signUpInBrowser(page, ui.baseURL, name);
  await buyPackageInBrowser(page, ui.baseURL, 10);
  for (const mealId of campIds) {
    const joined = await page.request.post("/api/meal/request", {
      data: { mealId },
      headers: { origin: ui.baseURL },
    });
    expect(joined.status()).toBe(201);
  }
  await page.close();
  return camper;
}

describe("decline with a reason, and bulk Book, on Serve Camp", () => {
  test("an admin declines with a reason; the camper signs in and reads it in My Camp Requests", async () => {
    const admin = await asAdmin(ui);
    const title = uniqueTitle("E2E Reason Camp");
    const campId = await datedCamp(admin, title, 5);
    const tag = Math.random().toString(36).slice(2, 7);
    const camper = await camperWhoJoined(`Reasoned ${tag}`, [campId]);
    const reason = `Camp ${tag} is for adults only.`;

    await admin.goto(`/admin/serve-meal?username=${tag}`);
    const row = rows(admin).filter({ hasText: camper.email });
    await row.getByRole("button", { name: new RegExp(`^Decline ${title}`) }).click();
    const dialog = admin.getByRole("dialog", { name: "Are you sure?" });
    const reasonBox = dialog.getByRole("textbox", { name: S.declineReasonLabel });
    await reasonBox.waitFor();
    // The reason's label is the text area's own (clicking it focuses the box), and the dialog passes axe.
    await dialog.getByText(S.declineReasonLabel, { exact: true }).click();
    expect(await reasonBox.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await seriousViolations(admin, "decline dialog", { within: ".swal2-popup" })).toEqual([]);
    await reasonBox.fill(reason);
    await dialog.getByRole("button", { name: "OK", exact: true }).click();
    await toast(admin, S.requestDeclined).waitFor();
    await row.getByText(S.declineReasonText(reason)).waitFor();

    // The camper, signed in on a fresh browser, reads the reason under Declined.
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, camper.email, camper.password);
    await page.goto("/user/meals");
    const mine = rows(page).filter({ hasText: title });
    await mine.getByText(S.declinedStatus, { exact: true }).waitFor();
    await mine.getByText(S.declineReasonText(reason)).waitFor();
    await settled(page);
    expect(await seriousViolations(page, "My Camp Requests with a reason", { within: "main" })).toEqual([]);
  });

  test("books two requests at once through the rows' boxes, by keyboard, and toasts the summary", async () => {
    const admin = await asAdmin(ui);
    const [first, second] = [uniqueTitle("E2E Bulk Camp"), uniqueTitle("E2E Bulk Camp")];
    const campIds = [await datedCamp(admin, first, 5), await datedCamp(admin, second, 5)];
    const tag = Math.random().toString(36).slice(2, 7);
    const camper = await camperWhoJoined(`Bulk ${tag}`, campIds);

    await admin.goto(`/admin/serve-meal?username=${tag}`);
    await expect.poll(() => rows(admin).count()).toBe(2);
    const bar = admin.getByRole("group", { name: S.bulkActions });
    for (const title of [first, second]) {
      const box = admin.getByRole("checkbox", { name: S.selectRequest(title, camper.email) });
      await box.focus();
      await admin.keyboard.press("Space");
      expect(await box.isChecked()).toBe(true);
    }
    await bar.getByText(S.selectedCount(2)).waitFor();
    expect(await bar.getByRole("checkbox", { name: S.selectPage }).isChecked()).toBe(true);
    expect(await seriousViolations(admin, "Serve Camp with a selection", { within: "main" })).toEqual([]);
    await bar.getByRole("button", { name: S.bookSelected }).focus();
    await admin.keyboard.press("Enter");
    await toast(admin, S.bulkDone("delivered", 2, 0, 0)).waitFor();
    for (const title of [first, second]) {
      await rows(admin).filter({ hasText: title }).getByText("Conformed", { exact: true }).waitFor();
    }
    await bar.getByText(S.selectedCount(0)).waitFor();
    // Nothing open is left on the page: no row offers a box.
    expect(await admin.getByRole("main").locator("tbody").getByRole("checkbox").count()).toBe(0);
    expect(await swal(admin).count()).toBe(0);
  });
});
