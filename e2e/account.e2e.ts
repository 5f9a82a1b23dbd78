import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, toast } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { smallTargets } from "./harness/layout-checks.ts";
import { capturedMail } from "./harness/outbox.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

// Every journey here uses a camper of its own (signed up for it): passwords change and accounts go away.
const ui = setupBrowser();
const m = MESSAGES.account;
const NEWSLETTER_CONFIRM_SUBJECT = "Please confirm your MedCamp newsletter subscription";

/** The session as the browser holds it (null when signed out). */
async function sessionEmail(page: Page): Promise<string | null> {
  const res = await page.request.get("/api/auth/get-session");
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("account self-service (issue 19)", () => {
  test("My Profile: edit name and photo, change password, sign out of other devices", async () => {
    const page = await ui.newPage();
    const { email, password } = await signUpInBrowser(page, ui.baseURL, "Profile Camper");
    const otherDevice = await ui.newPage();
    await otherDevice.request.post("/api/auth/sign-in/email", {
      data: { email, password },
      headers: { origin: ui.baseURL },
    });
    expect(await sessionEmail(otherDevice)).toBe(email);

    await page.goto("/user/profile");
    const edit = page.getByRole("form", { name: m.editTitle });
    // The form holds the account's name before it is cleared (clearing a field still empty would be undone when
    // the name arrives: nothing typed there to keep).
    await expect.poll(() => edit.getByLabel(m.nameLabel).inputValue()).toBe("Profile Camper");
    await edit.getByLabel(m.nameLabel).fill("");
    await edit.getByRole("button", { name: m.save }).click();
    await edit.getByText(MESSAGES.auth.nameRequired).waitFor();
    await edit.getByLabel(m.nameLabel).fill("Renamed Camper");
    await edit.getByLabel(m.photoLabel).fill("https://example.org/new-photo.png");
    await edit.getByRole("button", { name: m.save }).click();
    await toast(page, m.profileSaved).waitFor();
    await page.getByRole("main").getByText("Renamed Camper", { exact: true }).first().waitFor();
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
      user: { name: string; image: string };
    };
    expect(session.user).toMatchObject({ name: "Renamed Camper", image: "https://example.org/new-photo.png" });

    const change = page.getByRole("form", { name: m.changePasswordTitle });
    await change.getByLabel(m.currentPassword, { exact: true }).fill("NotMine1");
    await change.getByLabel(m.newPassword, { exact: true }).fill("Changed42");
    await change.getByLabel(m.confirmPassword).fill("Changed42");
    await change.getByRole("button", { name: m.changePasswordSubmit }).click();
    await change.getByText(m.wrongPassword).waitFor();
    await change.getByLabel(m.currentPassword, { exact: true }).fill(password);
    await change.getByRole("button", { name: m.changePasswordSubmit }).click();
    await toast(page, m.passwordChanged).waitFor();
    expect(await sessionEmail(page)).toBe(email);
    expect(await sessionEmail(otherDevice)).toBeNull();

    // A third device, then "Sign out of other devices" from the profile.
    const third = await ui.newPage();
    await third.request.post("/api/auth/sign-in/email", {
      data: { email, password: "Changed42" },
      headers: { origin: ui.baseURL },
    });
    expect(await sessionEmail(third)).toBe(email);
    await page.getByRole("button", { name: m.signOutOthers }).click();
    await toast(page, m.signedOutOthers).waitFor();
    expect(await sessionEmail(third)).toBeNull();
    expect(await sessionEmail(page)).toBe(email);
  });

  test("My Profile: notification preferences survive a reload, and the newsletter switch asks for a confirmation", async () => {
    const page = await ui.newPage();
    const { email } = await signUpInBrowser(page, ui.baseURL, "Quiet Camper");
    const n = MESSAGES.notifications;
    await page.goto("/user/profile");
    const reminders = page.getByRole("switch", { name: n.reminders });
    await expect.poll(() => reminders.isChecked()).toBe(true);
    await reminders.click();
    await toast(page, n.preferencesSaved).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole("switch", { name: n.reminders }).isChecked()).toBe(false);
    expect(await page.getByRole("switch", { name: n.campUpdates }).isChecked()).toBe(true);
    const preferences = await page.request.get("/api/notification-preferences");
    expect(await preferences.json()).toEqual({ reminders: false, campUpdates: true });

    await page.getByRole("switch", { name: MESSAGES.newsletter.switchLabel }).click();
    await toast(page, MESSAGES.newsletter.pendingNote(email)).waitFor();
    const admin = await asAdmin(ui);
    await capturedMail(admin, email, NEWSLETTER_CONFIRM_SUBJECT);
  });

  test("Download my data: a JSON file with the profile", async () => {
    const page = await ui.newPage();
    const { email } = await signUpInBrowser(page, ui.baseURL, "Data Camper");
    await page.goto("/user/profile");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: m.downloadData }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^medcamp-my-data-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();
    const { readFile } = await import("node:fs/promises");
    const data = JSON.parse(await readFile(file, "utf8")) as {
      profile: { email: string; name: string };
      requests: unknown[];
    };
    expect(data.profile).toMatchObject({ email, name: "Data Camper" });
    expect(data.requests).toEqual([]);
  });

  test("Delete my account: a wrong password keeps everything, the right one deletes and signs out", async () => {
    const page = await ui.newPage();
    const { email, password } = await signUpInBrowser(page, ui.baseURL, "Leaving Camper");
    await page.goto("/user/profile");
    await page.getByRole("button", { name: m.deleteButton }).click();
    const dialog = page.getByRole("dialog", { name: m.deleteConfirmTitle });
    await dialog.getByLabel(m.currentPassword, { exact: true }).fill("WrongPass1");
    await dialog.getByRole("button", { name: m.deleteConfirm }).click();
    await dialog.getByText(m.wrongPassword).waitFor();
    expect(await sessionEmail(page)).toBe(email);
    await dialog.getByLabel(m.currentPassword, { exact: true }).fill(password);
    await dialog.getByRole("button", { name: m.deleteConfirm }).click();
    await toast(page, m.deleted).waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await sessionEmail(page)).toBeNull();
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password },
      headers: { origin: ui.baseURL },
    });
    expect(signIn.status()).toBe(401);
  });

  test("the new screens pass axe (WCAG 2.2 AA) and fit a 390 px phone", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Phone Camper");
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    const visit = async (path: string, ready: string) => {
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      problems.push(...(await seriousViolations(page, path)));
      problems.push(...(await horizontalOverflow(page)).map((p) => `${path}: ${p}`));
      problems.push(...(await smallTargets(page)).map((p) => `${path}: ${p}`));
    };
    await visit("/user/profile", m.deleteNote);
    await page.getByRole("button", { name: m.deleteButton }).click();
    await page.getByRole("dialog", { name: m.deleteConfirmTitle }).waitFor();
    problems.push(...(await seriousViolations(page, "delete dialog")));
    const anonymous = await ui.newPage();
    await anonymous.setViewportSize({ width: 390, height: 844 });
    for (const [path, ready] of [
      ["/auth/forgot-password", m.forgotIntro],
      ["/auth/reset-password?token=made-up", m.resetIntro],
      ["/auth/reset-password", m.resetLinkInvalid],
    ] as const) {
      await anonymous.goto(path);
      await anonymous.getByText(ready).first().waitFor();
      problems.push(...(await seriousViolations(anonymous, path)));
      problems.push(...(await horizontalOverflow(anonymous)).map((p) => `${path}: ${p}`));
      problems.push(...(await smallTargets(anonymous)).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
