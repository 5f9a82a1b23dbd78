import { AGE_BANDS, type CampReport, REPORT_SEXES, STATION_KINDS } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { exportRows, groupsOf, SUPPRESSED } from "./disclosure.ts";
import { SMALL_COUNT } from "./suppression.ts";

/** A report whose age × sex table is `cells` (band × sex), every sum in it consistent. */
function reportOf(cells: number[][], readings: { raised: number; known: number }): Omit<CampReport, "campId"> {
  const byAgeBand = [...AGE_BANDS, "unknown" as const].map((band, b) => {
    const row = Object.fromEntries(REPORT_SEXES.map((sex, s) => [sex, cells[b]?.[s] ?? 0])) as Record<
      (typeof REPORT_SEXES)[number],
      number
    >;
    return { band, ...row, total: REPORT_SEXES.reduce((sum, sex) => sum + row[sex], 0) };
  });
  const bySex = Object.fromEntries(
    REPORT_SEXES.map((sex) => [sex, byAgeBand.reduce((sum, b) => sum + b[sex], 0)]),
  ) as Record<(typeof REPORT_SEXES)[number], number>;
  const people = byAgeBand.reduce((sum, b) => sum + b.total, 0);
  const reading = {
    screened: 100,
    raised: readings.raised,
    known: readings.known,
    new: readings.raised - readings.known,
  };
  return {
    registered: { people, visits: people, bySex, byAgeBand },
    seenAtStation: STATION_KINDS.map((station) => ({ station, visits: station === "registration" ? people : 0 })),
    doorToExit: { exited: 3, medianMinutes: 40, p90Minutes: 55 },
    bloodPressure: reading,
    bloodSugar: { screened: 0, raised: 0, known: 0, new: 0 },
    diagnoses: {
      signedConsultations: 20,
      coded: 14,
      uncoded: 0,
      top: [
        { code: "I10", title: "Essential (primary) hypertension", visits: 11 },
        { code: "E11.9", title: "Type 2 diabetes mellitus without complications", visits: 3 },
      ],
      byChapter: [
        { chapter: 4, title: "Endocrine, nutritional and metabolic diseases", diagnoses: 3 },
        { chapter: 9, title: "Diseases of the circulatory system", diagnoses: 11 },
      ],
    },
    medicines: {
      dispenses: { filled: 9, partial: 2, notFilled: 0 },
      unitsGiven: 130,
      unitsNotFilled: 4,
      byMedicine: [
        {
          medicineId: "0b7c9a52-3f0e-4d8e-9a55-2f4c1d6e8a01",
          medicine: "Paracetamol 500 mg",
          unitsGiven: 100,
          unitsNotFilled: 0,
        },
        {
          medicineId: "0b7c9a52-3f0e-4d8e-9a55-2f4c1d6e8a02",
          medicine: "Amlodipine 5 mg",
          unitsGiven: 30,
          unitsNotFilled: 4,
        },
      ],
    },
    referrals: { issued: 6, completed: 2, completedWithin30Days: 2 },
  };
}

/** A deterministic pseudo-random count, mostly small, sometimes large. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % 7 === 0 ? 20 + (seed % 50) : seed % 6;
};

describe("the exports' suppression (ADR 032)", () => {
  it("hides raised − known = new with a hidden known, and the door-to-exit minutes over fewer than 5 exits", () => {
    const rows = new Map(
      exportRows(reportOf([[], [], [30, 40]], { raised: 20, known: 3 })).map((r) => [r.key, r.shown]),
    );
    expect(rows.get("bloodPressure.known")).toBe(SMALL_COUNT);
    expect(rows.get("bloodPressure.new")).toBe(SUPPRESSED);
    expect(rows.get("bloodPressure.raised")).toBe(20);
    expect(rows.get("doorToExit.exited")).toBe(SMALL_COUNT);
    expect(rows.get("doorToExit.medianMinutes")).toBe(SUPPRESSED);
    // A chapter of 3 with its one code in the top ten: both "<5", coded's other parts hidden with them.
    expect([rows.get("diagnoses.byChapter.4"), rows.get("diagnoses.top.E11.9")]).toEqual([SMALL_COUNT, SMALL_COUNT]);
    expect(rows.get("medicines.unitsNotFilled")).toBe(SMALL_COUNT);
    expect(rows.get("medicines.unitsNotFilled.Amlodipine 5 mg")).toBe(SMALL_COUNT);
    expect(rows.get("registered.people")).toBe(70);
  });

  it("leaves no sum with a lone hidden cell, and shows every other cell exactly, over many tables", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = seeded(seed);
      const cells = AGE_BANDS.map(() => REPORT_SEXES.map(() => next()));
      const report = reportOf(cells, { raised: next() + 5, known: next() });
      const rows = exportRows(report);
      const shown = new Map(rows.map((r) => [r.key, r.shown]));
      for (const group of groupsOf(report)) {
        const hidden = [group.total, ...group.parts].filter((key) => typeof shown.get(key) === "string");
        expect(hidden.length, `seed ${seed}: ${group.total} = ${group.parts.join(" + ")}`).not.toBe(1);
      }
      for (const row of rows) {
        if (row.value !== null && row.over === undefined && row.value >= 1 && row.value <= 4) {
          expect(row.shown).toBe(SMALL_COUNT);
        } else if (typeof row.shown === "number") expect(row.shown).toBe(row.value);
        else if (row.shown !== null) expect(row.shown).toBe(SUPPRESSED);
      }
    }
  });
});
