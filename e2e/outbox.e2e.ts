import { MESSAGES } from "@medcamp/contract";
import { describe, expect, test } from "vitest";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin } from "./harness/admin.ts";
import { capturedMail } from "./harness/outbox.ts";
import { setupBrowser } from "./harness/browser.ts";

const ui = setupBrowser();
const TIMEOUT = 90_000;

describe("the admin's outbox (issue 19)", () => {
  test("an admin reads a fresh camper's welcome e-mail, its text and HTML parts", { timeout: TIMEOUT }, async () => {
    const camper = await ui.newPage();
    const { email, name } = await signUpInBrowser(camper, ui.baseURL, "Outbox Reader");
    const admin = await asAdmin(ui);
    const subject = "Welcome to MedCamp";
    const mail = await capturedMail(admin, email, subject);
    expect(mail.state).toBe("outbox");

    await admin.goto("/admin/outbox?limit=50");
    await admin.getByRole("heading", { level: 1, name: MESSAGES.outbox.title }).waitFor();
    expect(await admin.title()).toBe("Outbox · MedCamp");
    const row = admin.getByRole("main").locator("tbody tr").filter({ hasText: email });
    await row.waitFor();
    await row.getByRole("button", { name: MESSAGES.outbox.viewMessage(subject, email) }).click();

    const dialog = admin.getByRole("dialog", { name: subject });
    await dialog.waitFor();
    await dialog.getByText(email).waitFor();
    expect(await dialog.locator("pre").innerText()).toContain(name);
    const html = dialog.frameLocator("iframe");
    await html.getByText(name, { exact: false }).first().waitFor();
    expect(await dialog.locator("iframe").getAttribute("sandbox")).toBe("");

    await dialog.getByRole("button", { name: MESSAGES.outbox.close }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test("a camper is refused the outbox, page and API alike", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "nadia@medcamp.dev");
    expect((await page.request.get("/api/admin/outbox")).status()).toBe(403);
    await page.goto("/admin/outbox");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("heading", { name: MESSAGES.outbox.title }).count()).toBe(0);
  });
});
