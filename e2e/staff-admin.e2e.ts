import { MESSAGES, type Roster } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, rows, toast, uniqueTitle } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";

// Issue 21's staff role in the admin's screens: Manage Users gives and takes back a staff role, the staff member
// finds the camp's check-in on their dashboard (on a phone), and All Camps shows the camp's attendance.
const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const TEXT = MESSAGES.staffAdmin;

/** Opens /user and waits for the answer that decides whether "Camps you staff" is shown. */
async function openDashboard(page: Page) {
  const staffAnswer = page.waitForResponse((r) => r.url().endsWith("/api/me/staff"));
  await page.goto("/user");
  expect((await staffAnswer).status()).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("staff roles and attendance in the admin area (issue 21)", () => {
  test("an admin makes a user staff for a camp and takes it back; the camp's attendance shows", async () => {
    const admin = await asAdmin(ui);
    const headers = { origin: ui.baseURL };
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Staff Camp"));

    // A camper holds a seat, so the camp expects one person.
    const camper = await ui.newPage();
    await signUpInBrowser(camper, ui.baseURL, "Seat Holder");
    await buyPackageInBrowser(camper, ui.baseURL, 10);
    expect((await camper.request.post("/api/meal/request", { data: { mealId: camp.id }, headers })).status()).toBe(201);

    // A new user, on a phone, staffs nothing yet: no "Camps you staff".
    const staff = await ui.newPage();
    await staff.setViewportSize(PHONE);
    const { email } = await signUpInBrowser(staff, ui.baseURL, "Staff Member");
    await openDashboard(staff);
    expect(await staff.getByRole("region", { name: TEXT.youStaff }).count()).toBe(0);

    // The admin makes them staff for the camp in Manage Users.
    await admin.goto("/admin/manage-user");
    await admin.getByLabel("Search by email").fill(email);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows(admin).count()).toBe(1);
    await rows(admin)
      .getByRole("button", { name: TEXT.rolesOf("Staff Member") })
      .click();
    const dialog = admin.getByRole("dialog", { name: TEXT.rolesOf("Staff Member") });
    await dialog.getByText(TEXT.notStaff).waitFor();
    await dialog.getByLabel(TEXT.findCamp).fill(camp.title);
    const select = dialog.getByLabel(TEXT.camp, { exact: true });
    await select.locator("option", { hasText: camp.title }).waitFor({ state: "attached" });
    await select.selectOption({ label: camp.title });
    await dialog.getByRole("button", { name: TEXT.makeStaff }).click();
    await toast(admin, MESSAGES.staff.madeForCamp).waitFor();
    await dialog.getByRole("button", { name: TEXT.removeOf(camp.title) }).waitFor();
    const problems = await seriousViolations(admin, "staff roles dialog", { within: "dialog[open]" });

    // The staff member finds the camp and its check-in on their dashboard, and in the user area's menu.
    await openDashboard(staff);
    const section = staff.getByRole("region", { name: TEXT.youStaff });
    await section.waitFor();
    problems.push(...(await seriousViolations(staff, "camps you staff, 390", { within: "main" })));
    const open = section.getByRole("link", { name: TEXT.openCheckInOf(camp.title) });
    expect(await open.getAttribute("href")).toBe(`/admin/check-in/${camp.id}`);
    const area = staff.getByRole("navigation", { name: "User dashboard" });
    await area.getByLabel("Menu", { exact: true }).click();
    const menuEntry = area.getByRole("link", { name: TEXT.navCheckIn, exact: true });
    await menuEntry.waitFor();
    expect(await menuEntry.getAttribute("href")).toBe(`/admin/check-in/${camp.id}`);
    expect((await staff.request.get(`/api/meals/${camp.id}/roster`)).status()).toBe(200);

    // The admin takes the role back (after the confirmation); the section is gone.
    await dialog.getByRole("button", { name: TEXT.removeOf(camp.title) }).click();
    await dialog.getByRole("alertdialog").getByRole("button", { name: MESSAGES.confirm.ok }).click();
    await toast(admin, MESSAGES.staff.removed).waitFor();
    await dialog.getByText(TEXT.notStaff).waitFor();
    await dialog.getByRole("button", { name: TEXT.close }).click();
    await openDashboard(staff);
    expect(await staff.getByRole("region", { name: TEXT.youStaff }).count()).toBe(0);
    expect((await staff.request.get(`/api/meals/${camp.id}/roster`)).status()).toBe(403);

    // The seat-holder is checked in; All Camps' Attendance dialog counts them.
    const roster = (await (await admin.request.get(`/api/meals/${camp.id}/roster`)).json()) as Roster;
    const scan = { mealId: camp.id, code: roster.participants[0]!.code, clientId: crypto.randomUUID() };
    const checkedIn = await admin.request.post("/api/check-ins", {
      data: { ...scan, scannedAt: new Date().toISOString() },
      headers,
    });
    expect(checkedIn.status()).toBe(200);
    await admin.goto("/admin/all-meal");
    const row = rows(admin).filter({ hasText: camp.title });
    expect(await row.getByRole("link", { name: TEXT.checkInOf(camp.title) }).getAttribute("href")).toBe(
      `/admin/check-in/${camp.id}`,
    );
    await row.getByRole("button", { name: TEXT.attendanceOf(camp.title) }).click();
    const attendance = admin.getByRole("dialog", { name: TEXT.attendanceOf(camp.title) });
    await attendance.getByText(TEXT.noShowLater).waitFor();
    problems.push(...(await seriousViolations(admin, "attendance dialog", { within: "dialog[open]" })));
    const counts = await attendance.locator("dl > div").allInnerTexts();
    // Journeys of other files that join "the newest open camp" may have taken a seat here too: the seats held count.
    const seated = ((await (await admin.request.get(`/api/meals/${camp.id}/roster`)).json()) as Roster).participants;
    expect(counts.map((c) => c.split("\n").filter(Boolean))).toEqual([
      [TEXT.expected, String(seated.length)],
      [TEXT.checkedIn, "1"],
      [TEXT.noShow, TEXT.noShowLater],
    ]);
    expect(problems).toEqual([]);
  });
});
