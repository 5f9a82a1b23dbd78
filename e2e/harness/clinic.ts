import type { RegisterVisitAnswer, StationRole } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { signUpInBrowser } from "./accounts.ts";
import type { BrowserFixture } from "./browser.ts";

/** The camp clinic's phones (issue 39): 360 px wide, where nothing may stick out sideways. */
export const CLINIC_PHONE = { width: 360, height: 780 };

/** A new user made the camp's staff with a station role by the admin, on a phone signed in as them. */
export async function stationPhone(ui: BrowserFixture, admin: Page, campId: string, role: StationRole) {
  const page = await ui.newPage({ viewport: CLINIC_PHONE });
  const account = await signUpInBrowser(page, ui.baseURL, `E2E ${role}`);
  const found = await admin.request.get(`/api/users?email=${encodeURIComponent(account.email)}`);
  const { users } = (await found.json()) as { users: Array<{ _id: string }> };
  const made = await admin.request.post("/api/make-staff", {
    data: { userId: users[0]!._id, mealId: campId, role },
    headers: { origin: ui.baseURL },
  });
  expect(made.status(), await made.text()).toBe(200);
  return page;
}

/** A walk-in registered at the camp through the API by the admin (who may work the desk). */
export async function registerWalkIn(ui: BrowserFixture, admin: Page, campId: string, name: string) {
  const registered = await admin.request.post(`/api/meals/${campId}/visits`, {
    data: { person: { name, sex: "female", ageYears: 40 }, consent: { care: true, followUp: false, keep: false } },
    headers: { origin: ui.baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return (await registered.json()) as RegisterVisitAnswer;
}
