import { MESSAGES, type StationRole, type Visit } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, swal, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { messagesIn } from "./harness/languages.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 39's camp day on three phones against one server: the desk registers a walk-in, the nurse records vitals
// with a raised blood pressure, the doctor sees the flag in the queue, records two coded diagnoses and a
// prescription, and signs. Every station is a browser context of its own (its own staff member's session), on a
// 360 px wide phone where nothing may stick out sideways.
const ui = setupBrowser();
const PHONE = { width: 360, height: 780 };
const POLL = { timeout: WAIT_MS + 5_000 };
const T = MESSAGES.clinicUi;
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

const queueRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

async function openStation(page: Page, campId: string, station: string) {
  await page.goto(`/admin/clinic/${campId}?station=${station}`);
  await page.getByLabel(T.station, { exact: true }).waitFor(POLL);
}

/** A valid Bangladeshi mobile number no other run uses. */
const uniquePhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("the camp clinic on three phones (issue 39)", () => {
  test(
    "walk-in, raised blood pressure seen by the doctor, coded diagnoses and a prescription, signed",
    { timeout: 180_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Clinic Camp"));
      const desk = await stationPhone(admin, camp.id, "desk");
      const nurse = await stationPhone(admin, camp.id, "nurse");
      const doctor = await stationPhone(admin, camp.id, "doctor");
      const name = uniqueTitle("Rahima");

      // The desk: a walk-in whose phone nobody holds yet, registered with consent; the token is shown.
      await openStation(desk, camp.id, "registration");
      await desk.getByLabel(MESSAGES.account.nameLabel, { exact: true }).fill(name);
      await desk.getByRole("radio", { name: T.female }).check();
      await desk.getByLabel(T.age, { exact: true }).fill("46");
      await desk.getByLabel(T.phone, { exact: true }).fill(uniquePhone());
      await desk.getByLabel(T.area, { exact: true }).fill("Mirpur");
      await desk.getByRole("checkbox", { name: T.consentCare }).check();
      expect(await horizontalOverflow(desk)).toEqual([]);
      await desk.getByRole("button", { name: T.register }).click();
      await desk.getByRole("heading", { name: T.tokenFor(name) }).waitFor(POLL);
      const token = Number(await desk.getByLabel(new RegExp(`^${T.token} \\d+$`)).innerText());
      expect(token).toBeGreaterThan(0);

      // The nurse: the person waits at vitals; BP 150/95 is saved, then they go on past screening to the doctor.
      await openStation(nurse, camp.id, "vitals");
      await queueRow(nurse, name)
        .getByRole("button", { name: T.openOf(token) })
        .click(POLL);
      await nurse.getByLabel(`${T.vitals.systolic} (mmHg)`).fill("150");
      await nurse.getByLabel(`${T.vitals.diastolic} (mmHg)`).fill("95");
      await nurse.getByLabel(`${T.vitals.heightCm} (cm)`).fill("158");
      await nurse.getByLabel(`${T.vitals.weightKg} (kg)`).fill("60");
      await nurse.getByText(T.bmiComputed("24.0")).waitFor(POLL);
      await nurse.getByRole("button", { name: T.save, exact: true }).click();
      await nurse.getByText(T.saved).waitFor(POLL);
      expect(await horizontalOverflow(nurse)).toEqual([]);
      await queueRow(nurse, name).getByRole("button", { name: T.moveNext }).click();
      await nurse.getByText(T.moved).waitFor(POLL);
      await nurse.getByLabel(T.station, { exact: true }).selectOption("screening");
      await queueRow(nurse, name).getByRole("button", { name: T.skip }).click(POLL);
      await swal(nurse).getByRole("button", { name: MESSAGES.confirm.ok }).click();
      await nurse.getByText(T.moved).waitFor(POLL);

      // The doctor: the queue shows the raised-BP flag; the consultation is recorded and signed.
      await openStation(doctor, camp.id, "consultation");
      const row = queueRow(doctor, name);
      await row.getByText(T.flags.bloodPressureRaised).waitFor(POLL);
      await row.getByRole("button", { name: T.openOf(token) }).click();
      await doctor.getByLabel(T.complaints).fill("Headaches for two weeks");
      const search = doctor.getByLabel(T.diagnosisSearch);
      await search.fill("I10");
      await doctor.getByRole("button", { name: /^I10 / }).click(POLL);
      await search.fill("E11.9");
      await doctor.getByRole("button", { name: /^E11\.9 / }).click(POLL);
      await doctor.getByRole("button", { name: T.addPrescription }).click();
      await doctor.getByLabel(T.medicine, { exact: true }).fill("Amlodipine 5 mg");
      await doctor.getByLabel(T.dose, { exact: true }).fill("1 tablet");
      await doctor.getByLabel(T.frequency, { exact: true }).fill("Once a day");
      await doctor.getByLabel(T.days, { exact: true }).fill("30");
      expect(await horizontalOverflow(doctor)).toEqual([]);
      await doctor.getByRole("button", { name: T.sign, exact: true }).click();
      await swal(doctor).getByText(T.signConfirm).waitFor(POLL);
      await swal(doctor).getByRole("button", { name: MESSAGES.confirm.ok }).click();
      await doctor.getByRole("button", { name: T.addAddendum }).waitFor(POLL);
      await expect.poll(() => doctor.getByLabel(T.complaints).getAttribute("readonly"), POLL).not.toBeNull();

      // The same signed visit in Arabic (the doctor's profile language): right to left, the catalogue's texts,
      // nothing sticking out.
      const saved = await doctor.request.put("/api/me/locale", { data: { locale: "ar" }, headers: origin() });
      expect(saved.status()).toBe(200);
      await doctor.reload();
      await doctor.getByRole("button", { name: messagesIn("ar").clinicUi.addAddendum }).waitFor(POLL);
      expect(await doctor.evaluate(() => document.documentElement.dir)).toBe("rtl");
      expect(await horizontalOverflow(doctor)).toEqual([]);

      // What the server holds: the signed consultation with both codes and the prescription.
      const visitId = new URL(doctor.url()).searchParams.get("visit")!;
      const visit = (await (await doctor.request.get(`/api/visits/${visitId}`)).json()) as Visit;
      expect(visit.signature).not.toBeNull();
      expect(visit.flags).toContain("bloodPressureRaised");
      const consultation = visit.sections.find((s) => s.station === "consultation")!.data;
      expect((consultation.diagnoses as Array<{ code?: string }>).map((d) => d.code)).toEqual(["I10", "E11.9"]);
      expect(consultation.prescriptions).toEqual([
        { medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "Once a day", days: 30 },
      ]);
    },
  );
});
