import type { CampReport } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clinicalSealer } from "../modules/clinic/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp, testConfig } from "../test/test-app.ts";
import { CAMP_DAY_STATIONS, type CampDaySetup, prepareCampDay } from "./camp-day-data.ts";
import { type SeededReportFigures, seedReportVisits } from "./camp-report-data.ts";

const VISITS = 40;

describe("the camp report bench's visits (npm run bench), at a small size", () => {
  let t: TestApp;
  let setup: CampDaySetup;
  let seeded: SeededReportFigures;
  beforeAll(async () => {
    t = await createTestApp();
    const config = testConfig();
    setup = await prepareCampDay(t.database.db, { secret: config.authSecret!, session: config.session, perStation: 1 });
    const doctor = "campday-consultation-1";
    seeded = await seedReportVisits(t.database.db, clinicalSealer(config), {
      mealId: setup.mealId,
      staffId: doctor,
      visits: VISITS,
    });
  });
  afterAll(() => t.close());

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: { cookie, origin: TEST_BASE_URL } });

  it("are complete visits the camp report counts as the bench expects", async () => {
    const doctor = setup.devices.find((d) => d.role === "doctor")!;
    const res = await get(doctor.cookie, `/api/meals/${setup.mealId}/report`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as CampReport;
    expect(report.registered.people).toBe(VISITS);
    expect(report.registered.visits).toBe(VISITS);
    const camps = new Set<string>(CAMP_DAY_STATIONS);
    for (const { station, visits } of report.seenAtStation)
      expect(visits, station).toBe(camps.has(station) ? VISITS : 0);
    expect(report.doorToExit.exited).toBe(VISITS);
    expect(report.bloodPressure.screened).toBe(VISITS);
    expect(report.bloodPressure.raised).toBe(seeded.bloodPressureRaised);
    expect(report.diagnoses.signedConsultations).toBe(VISITS);
    expect(report.diagnoses.coded).toBe(2 * VISITS);
    expect(report.medicines.dispenses).toEqual({ filled: VISITS - VISITS / 10, partial: VISITS / 10, notFilled: 0 });
    expect(report.referrals.issued).toBe(seeded.referralsIssued);
    expect(report.referrals.completed).toBe(seeded.referralsCompleted);
  });

  it("hold sealed text the server opens: a seeded visit's referral slip reads its reason", async () => {
    const doctor = setup.devices.find((d) => d.role === "doctor")!;
    const list = await get(doctor.cookie, `/api/meals/${setup.mealId}/referrals`);
    expect(list.statusCode, list.body).toBe(200);
    const [first] = (list.json() as { referrals: { referralId: string }[] }).referrals;
    const slip = await get(doctor.cookie, `/api/referrals/${first!.referralId}/slip`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.body).toContain("Seeded referral");
  });
});
