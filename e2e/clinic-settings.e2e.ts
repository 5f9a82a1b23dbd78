import { DEFAULT_MEDICINES, DEFAULT_SCREENING_TESTS, MESSAGES, medicineLabel, type Visit } from "@medcamp/contract";
import { describe, expect, test } from "vitest";
import { addCampByApi, asAdmin, swal, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { CLINIC_PHONE, registerWalkIn, stationPhone } from "./harness/clinic.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { toast } from "./harness/toasts.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 39: an admin gives a camp its own screening tests and medicines on the clinic settings screen (a 360 px
// phone); the nurse's screening form then offers those tests, and the doctor's prescription those medicines only.
const ui = setupBrowser();
const POLL = { timeout: WAIT_MS + 5_000 };
const T = MESSAGES.clinicUi;
const L = MESSAGES.clinicLists;

describe("a camp's clinic settings (issue 39)", () => {
  test(
    "the admin's screening tests and medicines are what the nurse and the doctor choose from",
    { timeout: 180_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Clinic Lists Camp"));
      const nurse = await stationPhone(ui, admin, camp.id, "nurse");
      const doctor = await stationPhone(ui, admin, camp.id, "doctor");
      const { visitId } = await registerWalkIn(ui, admin, camp.id, uniqueTitle("Amena"));

      // The admin, from the camp's clinic to its settings, on a phone.
      await admin.setViewportSize(CLINIC_PHONE);
      await admin.goto(`/admin/clinic/${camp.id}`);
      await admin.getByRole("link", { name: L.settings }).click(POLL);
      await admin.getByRole("heading", { name: L.settingsOf(camp.title) }).waitFor(POLL);

      // Screening tests: the defaults, cut down to haemoglobin, and blood group added (a written result).
      const tests = admin.getByRole("region", { name: L.tests });
      await tests.getByText(L.defaultList).waitFor(POLL);
      for (const { name } of DEFAULT_SCREENING_TESTS.slice(1)) {
        await tests.getByRole("button", { name: L.removeOf(name), exact: true }).click();
      }
      await tests.getByRole("button", { name: T.addTest }).click();
      const bloodGroup = tests.getByRole("group", { name: L.testNumber(2) });
      await bloodGroup.getByLabel(L.testName).fill("Blood group");
      await bloodGroup.getByLabel(L.resultType).selectOption("text");
      expect(await horizontalOverflow(admin)).toEqual([]);
      await tests.getByRole("button", { name: L.saveTests }).click();
      await swal(admin).getByRole("button", { name: MESSAGES.confirm.ok }).click();
      await toast(admin, L.testsSaved).waitFor(POLL);
      await tests.getByText(L.ownList).waitFor(POLL);

      // Medicines: amlodipine kept, zinc sulfate added.
      const medicines = admin.getByRole("region", { name: L.medicines });
      for (const medicine of DEFAULT_MEDICINES.filter((m) => m.name !== "Amlodipine")) {
        await medicines.getByRole("button", { name: L.removeOf(medicineLabel(medicine)), exact: true }).click();
      }
      await medicines.getByRole("button", { name: T.addPrescription }).click();
      const zinc = medicines.getByRole("group", { name: L.medicineNumber(2) });
      await zinc.getByLabel(T.medicine, { exact: true }).fill("Zinc sulfate");
      await zinc.getByLabel(L.strength).fill("20 mg");
      await zinc.getByLabel(L.form).fill("dispersible tablet");
      await zinc.getByLabel(L.givenIn).fill("tablet");
      expect(await horizontalOverflow(admin)).toEqual([]);
      await medicines.getByRole("button", { name: L.saveMedicines }).click();
      await swal(admin).getByRole("button", { name: MESSAGES.confirm.ok }).click();
      await toast(admin, L.medicinesSaved).waitFor(POLL);
      await medicines.getByText(L.ownList).waitFor(POLL);

      // The nurse: the camp's two tests to choose from; blood group takes a written result.
      await nurse.goto(`/admin/clinic/${camp.id}?station=screening&visit=${visitId}`);
      const test = nurse.getByLabel(T.test, { exact: true });
      await test.waitFor(POLL);
      expect(await test.locator("option").allInnerTexts()).toEqual([L.chooseTest, "Haemoglobin", "Blood group"]);
      await test.selectOption("Blood group");
      await nurse.getByLabel(T.result, { exact: true }).fill("B+");
      expect(await horizontalOverflow(nurse)).toEqual([]);
      await nurse.getByRole("button", { name: T.save, exact: true }).click();
      await nurse.getByText(T.saved).waitFor(POLL);

      // The doctor: the prescription offers the camp's two medicines; one off the list never leaves the phone.
      await doctor.goto(`/admin/clinic/${camp.id}?station=consultation&visit=${visitId}`);
      await doctor.getByRole("button", { name: T.addPrescription }).click(POLL);
      const medicine = doctor.getByLabel(T.medicine, { exact: true });
      await expect
        .poll(() => medicine.evaluate((el: HTMLInputElement) => Array.from(el.list?.options ?? [], (o) => o.value)))
        .toEqual(["Amlodipine 5 mg", "Zinc sulfate 20 mg"]);
      await medicine.fill("Paracetamol 500 mg");
      await doctor.getByLabel(T.dose, { exact: true }).fill("1 tablet");
      await doctor.getByLabel(T.frequency, { exact: true }).fill("Once a day");
      await doctor.getByLabel(T.days, { exact: true }).fill("10");
      await doctor.getByRole("button", { name: T.save, exact: true }).click();
      await doctor.getByText(L.notOnList).waitFor(POLL);
      await expect.poll(() => medicine.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await horizontalOverflow(doctor)).toEqual([]);
      const before = (await (await doctor.request.get(`/api/visits/${visitId}`)).json()) as Visit;
      expect(before.sections.map((s) => s.station)).toEqual(["screening"]);

      await medicine.fill("Zinc sulfate 20 mg");
      await doctor.getByRole("button", { name: T.save, exact: true }).click();
      await doctor.getByText(T.saved).waitFor(POLL);

      // What the server holds: the listed test's result and the listed medicine, spelled as the lists do.
      const visit = (await (await doctor.request.get(`/api/visits/${visitId}`)).json()) as Visit;
      const data = (station: string) => visit.sections.find((s) => s.station === station)!.data;
      expect(data("screening").results).toEqual([{ test: "Blood group", value: "B+" }]);
      expect(data("consultation").prescriptions).toEqual([
        { medicine: "Zinc sulfate 20 mg", dose: "1 tablet", frequency: "Once a day", days: 10 },
      ]);
    },
  );
});
