import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps } from "../../db/schema/index.ts";
import { writeVisitRows } from "../../test/clinic-rows.ts";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { signUp } from "../../test/test-users.ts";
import { clinicalSealer } from "../clinic/clinical-key.ts";
import { dhis2PeriodDays } from "./exports.ts";
import { createCampReportRepository } from "./repository.ts";

describe("dhis2PeriodDays", () => {
  it("is the day itself (daily), or its month's first to last day (monthly)", () => {
    expect(dhis2PeriodDays("daily", "2026-03-12")).toEqual({ first: "2026-03-12", last: "2026-03-12" });
    expect(dhis2PeriodDays("monthly", "2026-03-12")).toEqual({ first: "2026-03-01", last: "2026-03-31" });
    expect(dhis2PeriodDays("monthly", "2028-02-29")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(dhis2PeriodDays("monthly", "2027-02-03")).toEqual({ first: "2027-02-01", last: "2027-02-28" });
    expect(dhis2PeriodDays("monthly", "2026-12-31")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
  });
});

/** The camps whose DHIS2 file would share a period with another's (DHIS2_PERIOD_SHARED, ADR 032). */
describe("campsWithDhis2DayIn", () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  /** The user the visit rows name as their desk. */
  let desk: string;

  /** A camp starting on `startDate` (null: undated), whose visits arrive on `visitDays`. */
  async function camp(name: string, startDate: string | null, visitDays: string[] = []) {
    const id = await insertCamp(t.database.db, name);
    await t.database.db.update(camps).set({ title: name, startDate }).where(eq(camps.id, id));
    if (visitDays.length > 0) {
      const staff = { id: desk, name: "Desk" };
      await writeVisitRows(
        t.database.db,
        clinicalSealer(testConfig()),
        {
          campId: id,
          desk: staff,
          doctor: staff,
          pharmacist: staff,
          facility: { id: crypto.randomUUID(), name: "Unused", address: "None", phone: "+8802224445566" },
        },
        visitDays.map((day) => ({
          person: { name: "Someone", sex: "female" as const, ageYears: 30 },
          arrivedAt: new Date(`${day}T05:00:00Z`),
          writes: [],
          moves: 0,
          movedAt: new Date(`${day}T05:00:00Z`),
        })),
      );
    }
    ids[name] = id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    desk = (await signUp(t.app, { role: "admin", db: t.database.db })).id;
    await camp("March camp", "2026-03-12");
    await camp("Same day camp", "2026-03-12");
    await camp("Late March camp", "2026-03-31");
    await camp("April camp", "2026-04-01");
    await camp("February camp", "2026-02-28");
    // Undated: their DHIS2 day is their first visit's.
    await camp("Walk-in from February", null, ["2026-02-27", "2026-03-05"]);
    await camp("Walk-in in March", null, ["2026-03-20", "2026-04-02"]);
    await camp("Walk-in without visits", null);
  }, 60_000);
  afterAll(() => t.close());

  const titlesIn = async (campId: string, first: string, last: string) =>
    (await createCampReportRepository(t.database.db).campsWithDhis2DayIn(t.database.db, campId, first, last)).map(
      (c) => c.title,
    );

  it("lists the other camps whose start, else first visit, is in the period, by that day", async () => {
    expect(await titlesIn(ids["March camp"]!, "2026-03-01", "2026-03-31")).toEqual([
      "Same day camp",
      "Walk-in in March",
      "Late March camp",
    ]);
    expect(await titlesIn(ids["March camp"]!, "2026-03-12", "2026-03-12")).toEqual(["Same day camp"]);
    expect(await titlesIn(ids["Walk-in in March"]!, "2026-03-20", "2026-03-20")).toEqual([]);
    expect(await titlesIn(ids["April camp"]!, "2026-04-01", "2026-04-30")).toEqual([]);
    expect(await titlesIn(ids["April camp"]!, "2026-02-01", "2026-02-28")).toEqual([
      "Walk-in from February",
      "February camp",
    ]);
  });
});
