// Issue 19's forgot-password journey, with the reset e-mail read where its recipient reads it: a real SMTP server
// started here. Since issue 37 the admin's outbox never shows a live reset link (it would let an admin take over any
// account), so this test runs a server of its own with SMTP_URL instead of reading the link from /admin/outbox.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "../apps/server/src/test/smtp-test-server.ts";
import { toast } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { type RunningServer, startServer } from "./harness/server-process.ts";

const ui = setupBrowser();
const m = MESSAGES.account;
const RESET_SUBJECT = "Reset your MedCamp password";
const PASSWORD = "Camper1x";

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** The session as the browser holds it (null when signed out). */
async function sessionEmail(page: Page): Promise<string | null> {
  const res = await page.request.get("/api/auth/get-session");
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("forgot password, through a real mail server (issue 19; issue 37)", () => {
  let smtp: SmtpTestServer;
  let server: RunningServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-reset-mail-"));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServer(dataDir, {
      env: { WEB_DIST_DIR: inject("webDir"), SMTP_URL: smtp.url, JOB_POLL_MS: "100" },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("the link from the e-mail sets a new password, then the camper signs in with it; it works once", async () => {
    const setup = await ui.newPage({ baseURL: server.url });
    const email = `forgetful-${Date.now().toString(36)}@example.org`;
    const signedUp = await setup.request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, name: "Forgetful Camper", image: "https://example.org/avatar.png" },
      headers: { origin: server.url },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const page = await ui.newPage({ baseURL: server.url });
    await page.goto("/auth/login");
    await page.getByRole("link", { name: m.forgotLink }).click();
    await page.waitForURL("**/auth/forgot-password");
    // The address changes before the page does: until the new heading shows, "Email" is still the login form's.
    await page.getByRole("heading", { level: 1, name: m.forgotTitle }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: m.forgotSubmit }).click();
    await page.getByText(m.forgotSent).waitFor();

    const isReset = (mail: SmtpTestServer["received"][number]) =>
      mail.subject === RESET_SUBJECT && [mail.to ?? []].flat().some((to) => to.text.includes(email));
    await expect.poll(() => smtp.received.some(isReset), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find(isReset)!;
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${server.url}/auth/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token");
    await page.goto(`/auth/reset-password?token=${token}`);
    await page.getByLabel(m.newPassword, { exact: true }).fill("weakpass");
    await page.getByLabel(m.confirmPassword).fill("weakpass");
    await page.getByRole("button", { name: m.resetSubmit }).click();
    await page.getByText(MESSAGES.auth.passwordRule, { exact: true }).first().waitFor();
    await page.getByLabel(m.newPassword, { exact: true }).fill("Refreshed42");
    await page.getByLabel(m.confirmPassword).fill("Refreshed42");
    await page.getByRole("button", { name: m.resetSubmit }).click();
    await page.waitForURL("**/auth/login");
    await toast(page, m.resetDone).waitFor();

    // The old session (the sign-up's) ended; the new password signs in; the link does not work twice.
    expect(await sessionEmail(setup)).toBeNull();
    await signInWithForm(page, email, "Refreshed42");
    await expect.poll(() => sessionEmail(page)).toBe(email);
    const again = await ui.newPage({ baseURL: server.url });
    await again.goto(`/auth/reset-password?token=${token}`);
    await again.getByLabel(m.newPassword, { exact: true }).fill("Another42x");
    await again.getByLabel(m.confirmPassword).fill("Another42x");
    await again.getByRole("button", { name: m.resetSubmit }).click();
    await again.getByText(m.resetLinkInvalid).waitFor();
    expect(await again.getByRole("link", { name: m.askAgain }).getAttribute("href")).toBe("/auth/forgot-password");
  });
});
