import { AGE_BANDS, type CampReport, STATION_KINDS } from "@medcamp/contract";

const CAMP = "0b6f2a4e-8d3c-4c1e-9a57-00000000c001";

/** A camp report answer for component tests: 12 people on 14 visits, every section with figures. */
export function sampleReport(overrides: Partial<CampReport> = {}): CampReport {
  const band = (b: (typeof AGE_BANDS)[number] | "unknown", female: number, male: number) => ({
    band: b,
    female,
    male,
    other: 0,
    unknown: 0,
    total: female + male,
  });
  return {
    campId: CAMP,
    registered: {
      people: 12,
      visits: 14,
      bySex: { female: 7, male: 5, other: 0, unknown: 0 },
      byAgeBand: [
        band("0-4", 1, 0),
        band("5-14", 0, 1),
        band("15-29", 2, 1),
        band("30-44", 2, 1),
        band("45-59", 1, 1),
        band("60+", 1, 1),
        band("unknown", 0, 0),
      ],
    },
    seenAtStation: STATION_KINDS.map((station, i) => ({ station, visits: 14 - i })),
    doorToExit: { exited: 9, medianMinutes: 42.5, p90Minutes: 71 },
    bloodPressure: { screened: 11, raised: 4, known: 1, new: 3 },
    bloodSugar: { screened: 6, raised: 2, known: 2, new: 0 },
    diagnoses: {
      signedConsultations: 10,
      coded: 9,
      uncoded: 1,
      top: [
        { code: "I10", title: "Essential (primary) hypertension", visits: 4 },
        { code: "E11.9", title: "Type 2 diabetes mellitus without complications", visits: 2 },
      ],
      byChapter: [
        { chapter: 4, title: "Endocrine, nutritional and metabolic diseases", diagnoses: 2 },
        { chapter: 9, title: "Diseases of the circulatory system", diagnoses: 7 },
      ],
    },
    medicines: {
      dispenses: { filled: 6, partial: 1, notFilled: 1 },
      unitsGiven: 240,
      unitsNotFilled: 30,
      byMedicine: [
        {
          medicineId: "5d0f6c1e-8b7a-4c39-9e21-7a3b5c9d0e11",
          medicine: "Amlodipine 5 mg",
          unitsGiven: 180,
          unitsNotFilled: 30,
        },
        {
          medicineId: "5d0f6c1e-8b7a-4c39-9e21-7a3b5c9d0e12",
          medicine: "Metformin 500 mg",
          unitsGiven: 60,
          unitsNotFilled: 0,
        },
        { medicineId: null, medicine: "other", unitsGiven: 0, unitsNotFilled: 0 },
      ],
    },
    referrals: { issued: 3, completed: 2, completedWithin30Days: 1 },
    ...overrides,
  };
}

/** The report of a camp no one has visited yet. */
export function emptyReport(): CampReport {
  const none = { screened: 0, raised: 0, known: 0, new: 0 };
  return sampleReport({
    registered: {
      people: 0,
      visits: 0,
      bySex: { female: 0, male: 0, other: 0, unknown: 0 },
      byAgeBand: [...AGE_BANDS, "unknown" as const].map((band) => ({
        band,
        female: 0,
        male: 0,
        other: 0,
        unknown: 0,
        total: 0,
      })),
    },
    seenAtStation: STATION_KINDS.map((station) => ({ station, visits: 0 })),
    doorToExit: { exited: 0, medianMinutes: null, p90Minutes: null },
    bloodPressure: none,
    bloodSugar: none,
    diagnoses: { signedConsultations: 0, coded: 0, uncoded: 0, top: [], byChapter: [] },
    medicines: { dispenses: { filled: 0, partial: 0, notFilled: 0 }, unitsGiven: 0, unitsNotFilled: 0, byMedicine: [] },
    referrals: { issued: 0, completed: 0, completedWithin30Days: 0 },
  });
}

export { CAMP as SAMPLE_CAMP_ID };
