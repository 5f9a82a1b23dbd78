import { MESSAGES, type NewsletterCounts } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signInInBrowser } from "./harness/accounts.ts";
import { asAdmin, swal, toast } from "./harness/admin.ts";
import { capturedMail } from "./harness/outbox.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

const ui = setupBrowser();
const TIMEOUT = 120_000;
const TEXT = MESSAGES.newsletter;
const CONFIRM_SUBJECT = "Please confirm your MedCamp newsletter subscription";

/** The text part of the captured message to `to` with `subject`. */
const mailText = async (admin: Page, to: string, subject: string) => (await capturedMail(admin, to, subject)).text;

/** The link in a captured message that starts with `path`, as a path of this server. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s\\])>]+(${path.replace(/[/?]/g, "\\$&")}[^\\s\\])>]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

const counts = async (admin: Page) =>
  (await (await admin.request.get("/api/admin/newsletter")).json()) as NewsletterCounts;

/** A page at a phone's width passes the WCAG checks and needs no sideways scrolling. */
async function checkPage(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await horizontalOverflow(page), label).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("the newsletter (issue 19)", () => {
  test(
    "Home box → confirmation link from the captured mail → confirmed and counted → a newsletter → unsubscribe",
    { timeout: TIMEOUT },
    async () => {
      const email = `reader-${Date.now().toString(36)}@example.org`;
      const admin = await asAdmin(ui);
      const before = await counts(admin);

      const visitor = await ui.newPage();
      await visitor.goto("/");
      await visitor.getByLabel("Email", { exact: true }).fill(email);
      await visitor.getByRole("button", { name: "Subscribe", exact: true }).click();
      await visitor.getByRole("status").filter({ hasText: TEXT.checkInbox }).waitFor();
      // Other files share the server and may add pending subscribers of their own (the Home box): pending counts
      // only up; the confirmed count is this test's alone.
      await expect.poll(async () => (await counts(admin)).pending).toBeGreaterThanOrEqual(before.pending + 1);
      expect((await counts(admin)).subscribers).toBe(before.subscribers);

      // Opening the link changes nothing (mail scanners open links); the button confirms.
      const confirmLink = linkIn(await mailText(admin, email, CONFIRM_SUBJECT), "/newsletter/confirm?token=");
      await visitor.goto(confirmLink);
      await visitor.getByRole("heading", { level: 1, name: TEXT.confirmTitle }).waitFor();
      expect(await visitor.title()).toBe(`${TEXT.confirmTitle} · MedCamp`);
      await checkPage(visitor, "newsletter confirm");
      expect((await counts(admin)).subscribers).toBe(before.subscribers);
      await visitor.getByRole("button", { name: TEXT.confirmButton }).click();
      await visitor.getByRole("status").filter({ hasText: TEXT.confirmed }).waitFor();
      expect((await counts(admin)).subscribers).toBe(before.subscribers + 1);

      // The admin home shows the count, and sends a newsletter to every confirmed subscriber.
      await admin.goto("/admin");
      await admin.getByText(TEXT.adminCount(before.subscribers + 1)).waitFor();
      const subject = `Camp news ${Date.now().toString(36)}`;
      await admin.getByLabel(TEXT.subjectLabel).fill(subject);
      await admin.getByLabel(TEXT.textLabel).fill("Free eye checks this month.\n\nBring your family.");
      await admin.getByRole("button", { name: TEXT.send }).click();
      await swal(admin)
        .getByText(TEXT.sendConfirm(before.subscribers + 1))
        .waitFor();
      await swal(admin).getByRole("button", { name: "OK" }).click();
      await toast(admin, TEXT.sent(before.subscribers + 1)).waitFor();
      expect(await admin.getByLabel(TEXT.subjectLabel).inputValue()).toBe("");

      const issue = await mailText(admin, email, subject);
      expect(issue).toContain("Free eye checks this month.");
      await visitor.goto(linkIn(issue, "/unsubscribe?token="));
      await visitor.getByRole("heading", { level: 1, name: TEXT.unsubscribeTitle }).waitFor();
      await visitor.getByText(TEXT.topics.newsletter).waitFor();
      await checkPage(visitor, "unsubscribe");
      await visitor.getByRole("button", { name: TEXT.unsubscribeButton }).click();
      await visitor
        .getByRole("status")
        .filter({ hasText: TEXT.unsubscribed(TEXT.topics.newsletter) })
        .waitFor();
      // Back to the confirmed count it began with (pending may have grown meanwhile: other files' Home boxes).
      expect((await counts(admin)).subscribers).toBe(before.subscribers);
      await admin.reload();
      await admin.getByText(TEXT.adminCount(before.subscribers)).waitFor();
    },
  );

  test(
    "a signed-in camper's newsletter switch asks for a confirmation at the account address",
    { timeout: TIMEOUT },
    async () => {
      const page = await ui.newPage();
      await signInInBrowser(page, ui.baseURL, "nadia@medcamp.dev");
      const headers = { origin: ui.baseURL };
      expect((await page.request.put("/api/newsletter/me", { data: { subscribed: false }, headers })).status()).toBe(
        200,
      );
      const on = await page.request.put("/api/newsletter/me", { data: { subscribed: true }, headers });
      expect(await on.json()).toEqual({ subscribed: false, pending: true });
      const admin = await asAdmin(ui);
      const link = linkIn(await mailText(admin, "nadia@medcamp.dev", CONFIRM_SUBJECT), "/newsletter/confirm?token=");
      await page.goto(link);
      await page.getByRole("button", { name: TEXT.confirmButton }).click();
      await page.getByRole("status").filter({ hasText: TEXT.confirmed }).waitFor();
      expect(await (await page.request.get("/api/newsletter/me")).json()).toEqual({ subscribed: true, pending: false });
      expect((await page.request.put("/api/newsletter/me", { data: { subscribed: false }, headers })).status()).toBe(
        200,
      );
      expect((await page.request.get("/api/admin/newsletter")).status()).toBe(403);
    },
  );

  test("an unsubscribe link that is not ours is refused", async () => {
    const page = await ui.newPage();
    await page.goto("/unsubscribe?token=reminders.eA.forged");
    await page.getByText(TEXT.topics.reminders).waitFor();
    await page.getByRole("button", { name: TEXT.unsubscribeButton }).click();
    await page.getByRole("alert").filter({ hasText: TEXT.unsubscribeInvalid }).waitFor();
  });
});
