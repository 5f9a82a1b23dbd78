import { type FacilitiesAnswer, MESSAGES, referralCode } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addCampByApi, asAdmin, swal, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { CLINIC_PHONE, stationPhone } from "./harness/clinic.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { A5, pdfPages } from "./harness/pdf-pages.ts";
import { expiredConfirmPath } from "./harness/referral-links.ts";
import { toast } from "./harness/toasts.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 40's referral loop in browsers against the real server: an admin keeps the camp's partner facilities on the
// clinic settings screen (added, then edited), a doctor refers a person to one at the consultation (the form refuses
// without the reason, the server without the vitals, then it issues), the visit lists the referral, the slip prints
// alone on one A5 page with its QR link, the coordinator finds it by its code and records a call, the receiving
// facility confirms in a fresh browser with no account, the coordinator's list and the camp's figures move, and an
// expired link and an altered one are each refused in a fresh browser. Every page is a 360 px wide phone where
// nothing may stick out sideways.
const ui = setupBrowser();
const PHONE = CLINIC_PHONE;
const POLL = { timeout: WAIT_MS + 5_000 };
const R = MESSAGES.clinicReferrals;
const origin = () => ({ origin: ui.baseURL });
const SAVAR = "Savar Upazila Health Complex";

/**
 * The admin's partner facilities, through the clinic settings screen: two added (one with a department), saved; then
 * Savar edited — its address corrected and a department added — and the other taken off (asked first), saved again.
 */
async function keepFacilities(admin: Page, campId: string) {
  await admin.setViewportSize(PHONE);
  await admin.goto(`/admin/clinic/${campId}/settings`);
  const card = admin.getByRole("region", { name: R.facilities });
  await card.getByText(R.noFacilities).waitFor(POLL);
  const fill = async (n: number, fields: { name: string; phone: string; address: string; departments: string }) => {
    await card.getByRole("button", { name: R.addFacility }).click();
    const group = card.getByRole("group", { name: R.facilityNumber(n) });
    await group.getByLabel(R.facilityName, { exact: true }).fill(fields.name);
    await group.getByLabel(R.phone, { exact: true }).fill(fields.phone);
    await group.getByLabel(R.address, { exact: true }).fill(fields.address);
    await group.getByLabel(R.departments, { exact: true }).fill(fields.departments);
  };
  await fill(1, { name: SAVAR, phone: "+8802224445566", address: "Savar", departments: "Medicine" });
  await fill(2, { name: "Dhaka Medical College Hospital", phone: "+8802555666777", address: "Dhaka", departments: "" });
  expect(await horizontalOverflow(admin)).toEqual([]);
  await card.getByRole("button", { name: R.saveFacilities }).click();
  await toast(admin, R.facilitiesSaved).waitFor(POLL);

  const savar = card.getByRole("group", { name: R.facilityNumber(1) });
  await savar.getByLabel(R.address, { exact: true }).fill("Thana Road, Savar, Dhaka");
  await savar.getByLabel(R.departments, { exact: true }).fill("Medicine\nEye");
  await card.getByRole("button", { name: MESSAGES.clinicLists.removeOf("Dhaka Medical College Hospital") }).click();
  await card.getByRole("button", { name: R.saveFacilities }).click();
  await swal(admin).getByRole("button", { name: MESSAGES.confirm.ok }).click();
  // The first save's toast may still be up: the list the server now keeps says the second went through.
  const kept = async () => {
    const res = await admin.request.get(`/api/meals/${campId}/facilities`);
    return ((await res.json()) as FacilitiesAnswer).facilities.map((f) => [f.name, f.address, f.departments]);
  };
  await expect.poll(kept, POLL).toEqual([[SAVAR, "Thana Road, Savar, Dhaka", ["Medicine", "Eye"]]]);
  await toast(admin, R.facilitiesSaved).last().waitFor(POLL);
  expect(await card.getByRole("group").count()).toBe(1);
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

describe("referrals that close the loop (issue 40)", () => {
  test(
    "facilities kept on screen, a doctor refers, the slip prints, the facility confirms, expired and altered links refused",
    { timeout: 240_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Referral Camp"));
      await keepFacilities(admin, camp.id);
      const name = uniqueTitle("Amina");
      const doctor = await stationPhone(ui, admin, camp.id, "doctor");
      const { visitId, writeVitals } = await consultedVisit(admin, doctor, camp.id, name);

      // The doctor refers at the consultation: without the reason the form refuses at the field, sending nothing.
      await doctor.goto(`/admin/clinic/${camp.id}?station=consultation&visit=${visitId}`);
      await doctor.getByRole("button", { name: R.refer }).click(POLL);
      const form = doctor.getByRole("form", { name: R.referTitle });
      await form.getByLabel(R.facility, { exact: true }).selectOption({ label: SAVAR }, POLL);
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

      // The visit lists its referral: where to, its status, and its slip.
      const visitReferrals = doctor.getByRole("region", { name: R.visitReferrals });
      const listed = visitReferrals.getByRole("listitem");
      await listed.getByText(R.statuses.issued, { exact: true }).waitFor(POLL);
      expect(await listed.innerText()).toContain(`${SAVAR} · Eye`);
      expect(await horizontalOverflow(doctor)).toEqual([]);

      // The slip, from the visit's list: the person's, the facility's (as edited) and the reason, the code, the QR
      // code and the link it carries; Print slip.
      await listed.getByRole("link", { name: R.openSlipTo(SAVAR) }).click();
      const slip = doctor.locator("article[data-referral-slip]");
      await slip.getByRole("heading", { level: 1, name: R.slipTitle }).waitFor(POLL);
      const referralId = new URL(doctor.url()).pathname.split("/")[2]!;
      const code = referralCode(referralId);
      for (const text of [
        name,
        SAVAR,
        "Thana Road, Savar, Dhaka",
        "Eye",
        "Hypertensive retinopathy",
        "182/112 mmHg",
        code,
      ]) {
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
      // The person on the phone reads out the code on their slip: the coordinator finds the referral by it.
      const search = doctor.getByRole("search", { name: R.findByCode });
      await search.getByLabel(R.findByCode).fill(code.replace("-", "").toLowerCase());
      await search.getByRole("button", { name: R.find }).click();
      await expect.poll(() => new URL(doctor.url()).searchParams.get("code"), POLL).toBe(code);
      await row.getByText(R.codeLine(code)).waitFor(POLL);
      expect(await doctor.getByRole("article").count()).toBe(1);
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

      // An expired link (signed by the server's own key, its time long past) is refused and shows nothing.
      const late = await ui.newPage({ viewport: PHONE });
      await late.goto(expiredConfirmPath(referralId));
      await late.getByRole("heading", { name: R.linkExpiredTitle }).waitFor(POLL);
      await late.getByText(MESSAGES.referrals.tokenExpired).waitFor(POLL);
      expect(await late.locator("article[data-referral-slip]").count()).toBe(0);
      expect(await late.getByText(name).count()).toBe(0);
      expect(await horizontalOverflow(late)).toEqual([]);

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
