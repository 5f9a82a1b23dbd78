import { type Contact, MESSAGES } from "@medcamp/contract";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, toast } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

// The server runs with the built-in outbox (no SMS_PROVIDER): texts are kept for the admin, a code's digits shown.
const ui = setupBrowser();
const t = MESSAGES.contact;
const TIMEOUT = 90_000;
/** The outbox's text columns, in order (text-list.tsx). */
const TEXT_CELL = { text: 2, kind: 3, state: 4, segments: 5 };

/** A Bangladeshi mobile number of this journey's own, so journeys sharing the server find their own text. */
function ownNumber() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { national: `017${digits}`, international: `+88017${digits}` };
}

/** The row of the text to `to` on the admin's outbox page, once the built-in outbox has kept it. */
async function keptText(admin: Page, to: string): Promise<Locator> {
  const row = admin.getByRole("main").locator("tbody tr").filter({ hasText: to });
  await expect
    .poll(async () => {
      await admin.goto("/admin/outbox?list=texts&limit=50");
      await admin.getByRole("main").locator("tbody tr").first().waitFor();
      return (await row.count()) === 1 && (await row.locator("td").nth(TEXT_CELL.state).innerText()).includes("outbox");
    })
    .toBe(true);
  return row;
}

describe("text messages on My Profile and in the admin's outbox (issue 40)", () => {
  test(
    "a camper verifies a mobile number with the code the outbox kept, and chooses SMS",
    { timeout: TIMEOUT },
    async () => {
      const camper = await ui.newPage({ viewport: { width: 390, height: 844 } });
      await signUpInBrowser(camper, ui.baseURL, "Texting Camper");
      const number = ownNumber();
      await camper.goto("/user/profile");
      const section = camper.getByRole("region", { name: t.title });
      const channel = (name: string) => section.getByRole("radio", { name, exact: true });
      await channel(t.channels.email).waitFor();
      expect(await channel(t.channels.sms).isDisabled()).toBe(true);

      // Not a number: refused beside the field, what was typed kept.
      const phone = section.getByRole("textbox", { name: t.phoneLabel });
      await phone.fill("12345");
      await section.getByRole("button", { name: t.sendCode }).click();
      await section.getByText(MESSAGES.clinic.phoneInvalid).waitFor();
      expect(await phone.inputValue()).toBe("12345");

      await section.getByLabel(MESSAGES.schedule.countryLabel).selectOption("BD");
      await phone.fill(number.national);
      await section.getByRole("button", { name: t.sendCode }).click();
      const code = section.getByRole("textbox", { name: t.codeLabel });
      await code.waitFor();
      await section.getByText(number.international, { exact: true }).waitFor();
      expect(await horizontalOverflow(camper)).toEqual([]);
      expect(await seriousViolations(camper, "profile, code form")).toEqual([]);

      // The admin's outbox page lists the code's text with its state, kind and segments.
      const admin = await asAdmin(ui);
      const row = await keptText(admin, number.international);
      const text = await row.locator("td").nth(TEXT_CELL.text).innerText();
      const digits = /MedCamp code: (\d{6})\./.exec(text)?.[1];
      expect(digits, text).toBeDefined();
      expect(await row.locator("td").nth(TEXT_CELL.kind).innerText()).toBe("code");
      expect(await row.locator("td").nth(TEXT_CELL.segments).innerText()).toBe("1 · GSM-7");

      // By keyboard: the code and Enter, then the arrow moves the choice from e-mail to SMS.
      await code.fill(digits!);
      await code.press("Enter");
      await section.getByText(t.verified, { exact: true }).waitFor();
      await toast(camper, t.verifiedToast).waitFor();
      const sms = channel(t.channels.sms);
      await expect.poll(() => sms.isEnabled()).toBe(true);
      await channel(t.channels.email).focus();
      await camper.keyboard.press("ArrowDown");
      expect(await sms.isChecked()).toBe(true);
      await section.getByRole("button", { name: t.saveChoice }).click();
      await toast(camper, t.choiceSaved).waitFor();

      const contact = (await (await camper.request.get("/api/me/contact")).json()) as Contact;
      expect(contact).toMatchObject({ channel: "sms", phone: number.international, phoneVerified: true });
      await camper.reload();
      await expect.poll(() => channel(t.channels.sms).isChecked()).toBe(true);
    },
  );
});
