import { MESSAGES, type StationRole } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 40's referral loop in browsers against the real server: a doctor refers a person at the consultation (the
// form refuses without the reason, the server without the vitals, then it issues), the slip prints alone on one A5
// page with its QR link, the coordinator records a call, the receiving facility confirms in a fresh browser with no
// account, the coordinator's list and the camp's figures move, and an altered link is refused. Every page is a
// 390 px wide phone where nothing may stick out sideways.
const ui = setupBrowser();
const PHONE = { width: 390, height: 800 };
const POLL = { timeout: WAIT_MS + 5_000 };
const R = MESSAGES.clinicReferrals;
const origin = () => ({ origin: ui.baseURL });

/** A new user made the camp's staff with a station role by the admin, on a phone signed in as them. */
async function stationPhone(admin: Page, campId: string, role: StationRole): Promise<Page> {
  const page = await ui.newPage({ viewport: PHONE });
  const account = await signUpInBrowser(page, ui.baseURL, `E2E ${role}`);
  const found = await admin.request.get(`/api/users?email=${encodeURIComponent(account.email)}`);
  const { users } = (await found.json()) as { users: Array<{ _id: string }> };
  const made = await admin.request.post("/api/make-staff", {
    data: { userId: users[0]!._id, mealId: campId, role },
    headers: origin(),
  });
  expect(made.status(), await made.text()).toBe(200);
  return page;
}

/**
 * A walk-in registered (by the admin) with a consultation written by the doctor, and `writeVitals` to record the
 * vitals later (the clinic's own browser test drives those screens).
 */
async function consultedVisit(admin: Page, doctor: Page, campId: string, name: string) {
  const registered = await admin.request.post(`/api/meals/${campId}/visits`, {
    data: {
      person: { name, sex: "female", ageYears: 58, phone: "+8801712345678", language: "en" },
      consent: { care: true, followUp: true, keep: false },
    },
    headers: origin(),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { visitId } = (await registered.json()) as { visitId: string };
  const write = async (station: string, data: object) => {
    const res = await doctor.request.put(`/api/visits/${visitId}/sections/${station}`, {
      data: { writeId: crypto.randomUUID(), data },
      headers: origin(),
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await write("consultation", {
    complaints: "Blurred vision",
    findings: "Retinal changes",
    diagnoses: [{ code: "I10" }],
  });
  return { visitId, writeVitals: () => write("vitals", { systolic: 182, diastolic: 112, pulse: 96 }) };
}

/** The pages of a PDF and each one's size in points, read from its page objects (as e2e/clinic.e2e.ts reads them). */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString("latin1");
  return [
    ...text.matchAll(/\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g),
  ].map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}
/** A5 in points: 148 × 210 mm. */
const A5 = { width: (148 / 25.4) * 72, height: (210 / 25.4) * 72 };

describe("referrals that close the loop (issue 40)", () => {
  test(
    "a doctor refers, the slip prints with its link, the facility confirms with no account, the list and figures move",
    { timeout: 240_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Referral Camp"));
      const saved = await admin.request.put(`/api/meals/${camp.id}/facilities`, {
        data: {
          facilities: [
            {
              name: "Savar Upazila Health Complex",
              address: "Savar, Dhaka",
              phone: "+8802224445566",
              departments: ["Medicine", "Eye"],
            },
          ],
        },
        headers: origin(),
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const name = uniqueTitle("Amina");
      const doctor = await stationPhone(admin, camp.id, "doctor");
      const { visitId, writeVitals } = await consultedVisit(admin, doctor, camp.id, name);

      // The doctor refers at the consultation: without the reason the form refuses at the field, sending nothing.
      await doctor.goto(`/admin/clinic/${camp.id}?station=consultation&visit=${visitId}`);
      await doctor.getByRole("button", { name: R.refer }).click(POLL);
      const form = doctor.getByRole("form", { name: R.referTitle });
      await form.getByLabel(R.facility, { exact: true }).selectOption({ label: "Savar Upazila Health Complex" }, POLL);
      await form.getByLabel(R.department, { exact: true }).selectOption("Eye");
      await form.getByLabel(R.urgencies.soon, { exact: true }).check();
      let posted = 0;
      doctor.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith(`/api/visits/${visitId}/referrals`)) posted += 1;
      });
      await form.getByRole("button", { name: R.issue }).click();
      await form.getByText(R.reasonRequired).waitFor(POLL);
      expect(posted).toBe(0);
      expect(await horizontalOverflow(doctor)).toEqual([]);
      await form.getByLabel(R.reason, { exact: true }).fill("Hypertensive retinopathy: ophthalmology review");
      // No vitals were recorded: the server refuses to issue the slip, naming what is missing, at the form.
      await form.getByRole("button", { name: R.issue }).click();
      await form
        .getByRole("alert")
        .filter({ hasText: MESSAGES.referrals.incomplete(MESSAGES.referrals.essentials.vitals) })
        .waitFor(POLL);
      expect(posted).toBe(1);
      // Once the vitals are in, the same form issues it.
      await writeVitals();
      await form.getByRole("button", { name: R.issue }).click();
      await doctor.getByText(R.issued).waitFor(POLL);
      expect(posted).toBe(2);

      // The slip: the person's, the facility's and the reason, the QR code and the link it carries; Print slip.
      await doctor.getByRole("link", { name: R.openSlip }).click();
      const slip = doctor.locator("article[data-referral-slip]");
      await slip.getByRole("heading", { level: 1, name: R.slipTitle }).waitFor(POLL);
      for (const text of [name, "Savar Upazila Health Complex", "Eye", "Hypertensive retinopathy", "182/112 mmHg"]) {
        expect(await slip.innerText()).toContain(text);
      }
      await slip.getByRole("img", { name: R.qrAlt }).waitFor(POLL);
      const link = await slip.getByText(/\/referrals\/confirm\//).innerText();
      const confirmPath = new URL(link).pathname;
      expect(await doctor.getByRole("button", { name: R.printSlip }).isVisible()).toBe(true);
      expect(await horizontalOverflow(doctor)).toEqual([]);
      await doctor.emulateMedia({ media: "print" });
      expect(await slip.isVisible()).toBe(true);
      expect(await doctor.getByRole("button", { name: R.printSlip }).isVisible()).toBe(false);
      expect(await doctor.getByRole("banner").isVisible()).toBe(false);
      expect(await slip.getByRole("img", { name: R.qrAlt }).isVisible()).toBe(true);
      await doctor.evaluate(async () => void (await document.fonts.ready));
      const pages = pdfPages(await doctor.pdf({ preferCSSPageSize: true }));
      expect(pages).toHaveLength(1);
      expect(pages[0]!.width).toBeCloseTo(A5.width, 0);
      expect(pages[0]!.height).toBeCloseTo(A5.height, 0);
      await doctor.emulateMedia({ media: "screen" });

      // The coordinator's list (from the clinic page's header): issued, nothing completed yet; a call is recorded.
      await doctor.goto(`/admin/clinic/${camp.id}?station=consultation`);
      await doctor.getByRole("link", { name: R.referrals }).click(POLL);
      const figures = doctor.getByRole("region", { name: R.figures });
      const value = (label: string) =>
        figures.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).innerText();
      await expect.poll(() => value(R.figuresIssued), POLL).toBe("1");
      expect(await value(R.figuresCompletedWithin)).toBe("0");
      expect(await value(R.figuresMedianDays)).toBe(R.figuresNone);
      const row = doctor.getByRole("article", { name });
      await row.getByText(R.statuses.issued, { exact: true }).waitFor(POLL);
      await row.getByRole("button", { name: R.recordCallTo(name) }).click();
      await row.getByLabel(R.callResults.willGo, { exact: true }).check();
      await row.getByLabel(R.callNote, { exact: true }).fill("Going on Monday");
      await row.getByRole("button", { name: R.saveCall }).click();
      await row.getByText(R.callCount(1), { exact: false }).waitFor(POLL);
      expect(await horizontalOverflow(doctor)).toEqual([]);

      // The facility: a fresh browser with no account opens the link, sees the slip's content and confirms.
      const facility = await ui.newPage({ viewport: PHONE });
      await facility.goto(confirmPath);
      await facility.getByRole("heading", { name: R.slipTitle }).waitFor(POLL);
      expect(await facility.locator("article[data-referral-slip]").innerText()).toContain(name);
      expect(await horizontalOverflow(facility)).toEqual([]);
      const confirmForm = facility.getByRole("form", { name: R.confirmTitle });
      await confirmForm.getByLabel(R.outcomes.treated, { exact: true }).check();
      await confirmForm.getByLabel(R.note, { exact: true }).fill("Laser treatment booked");
      await confirmForm.getByRole("button", { name: R.confirm }).click();
      await facility.getByText(R.confirmed).waitFor(POLL);

      // The list and the figures move: completed, within 30 days.
      await doctor.reload();
      await expect.poll(() => value(R.figuresCompletedWithin), POLL).toBe("1");
      expect(await value(R.figuresMedianDays)).toBe("0");
      await doctor.getByRole("article", { name }).getByText(R.statuses.completed, { exact: true }).waitFor(POLL);

      // An altered link is refused and shows nothing of the referral.
      const stranger = await ui.newPage({ viewport: PHONE });
      const altered = `${confirmPath.slice(0, -2)}${confirmPath.endsWith("AA") ? "BB" : "AA"}`;
      await stranger.goto(altered);
      await stranger.getByRole("heading", { name: R.linkInvalidTitle }).waitFor(POLL);
      expect(await stranger.locator("article[data-referral-slip]").count()).toBe(0);
      expect(await stranger.getByText(name).count()).toBe(0);
    },
  );
});
