import { z } from "zod";
import { SEXES, STATION_KINDS } from "./clinic.ts";
import { referralFiguresSchema } from "./referrals.ts";

// The camp report (issue 41 item 1, ADR 032): one camp's figures, each computed from the rows. The screen's answer
// keeps exact counts; what leaves the product (CSV, PDF, DHIS2) suppresses counts of 1–4 as "<5".

/** Age bands of the report, by age in whole years at the person's first visit to the camp (year of visit − birth year). */
export const AGE_BANDS = ["0-4", "5-14", "15-29", "30-44", "45-59", "60+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** The first age of each band, in AGE_BANDS order. */
export const AGE_BAND_FROM: Record<AgeBand, number> = {
  "0-4": 0,
  "5-14": 5,
  "15-29": 15,
  "30-44": 30,
  "45-59": 45,
  "60+": 60,
};

/** The age band of an age in whole years. */
export function ageBandOf(ageYears: number): AgeBand {
  return [...AGE_BANDS].reverse().find((band) => ageYears >= AGE_BAND_FROM[band]) ?? "0-4";
}

/** A sex as the report counts it: the person's, or unknown (a camper registered from an account before it was said). */
export const REPORT_SEXES = [...SEXES, "unknown"] as const;
export type ReportSex = (typeof REPORT_SEXES)[number];

/** The `medicine` key of the report's one row for all medicines not on the camp's list (shown as "Other medicines"). */
export const OTHER_MEDICINES = "other";

const count = z.number().int().min(0);
const bySex = z.object({ female: count, male: count, other: count, unknown: count });

/** Raised readings of one kind: screened, raised, and of the raised, already known (from the consultation) or new. */
const readingFiguresSchema = z.object({
  /** Visits whose vitals hold the reading. */
  screened: count,
  /** Of those, at or above the raised threshold. */
  raised: count,
  /** Of the raised, those whose signed consultation records the condition as already known. */
  known: count,
  /** raised − known: not recorded as already known. */
  new: count,
});

export const campReportSchema = z.object({
  campId: z.string(),
  registered: z.object({
    /** Distinct people with a visit to the camp. */
    people: count,
    /** Visits (a person may come on more than one day of the camp). */
    visits: count,
    bySex,
    /** Every band in AGE_BANDS order, then "unknown" (no birth year); people of each sex. */
    byAgeBand: z.array(bySex.extend({ band: z.enum([...AGE_BANDS, "unknown"]), total: count })),
  }),
  /** Visits a station finished (its step ended "done"), for every station kind in STATION_KINDS order. */
  seenAtStation: z.array(z.object({ station: z.enum(STATION_KINDS), visits: count })),
  /** From arrival to exit, minutes, over the visits that exited; null when none has. */
  doorToExit: z.object({
    exited: count,
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
  }),
  bloodPressure: readingFiguresSchema,
  bloodSugar: readingFiguresSchema,
  diagnoses: z.object({
    /** Visits whose consultation is signed: the diagnoses counted are theirs. */
    signedConsultations: count,
    /** Distinct (visit, code) pairs: a visit's code counts once. */
    coded: count,
    /** Diagnoses written as text only (their text is sealed and not read). */
    uncoded: count,
    /** The ten most frequent codes, most first (ties by code). */
    top: z.array(z.object({ code: z.string(), title: z.string(), visits: count })).max(10),
    /** Coded diagnoses by ICD-10 chapter (I–XXII as 1–22), chapters with none left out, in chapter order. */
    byChapter: z.array(z.object({ chapter: z.number().int(), title: z.string(), diagnoses: count })),
  }),
  medicines: z.object({
    /** Dispenses by state. */
    dispenses: z.object({ filled: count, partial: count, notFilled: count }),
    unitsGiven: count,
    unitsNotFilled: count,
    /**
     * Per medicine of the camp's list (its id and its label on the list), by units given, most first; the medicines
     * not on the list (prescribed as typed) are one row, `medicineId` null and `medicine` OTHER_MEDICINES: no typed
     * text leaves in a report (issue 41).
     */
    byMedicine: z.array(
      z.object({ medicineId: z.uuid().nullable(), medicine: z.string(), unitsGiven: count, unitsNotFilled: count }),
    ),
  }),
  /** The referrals module's figures for the camp. */
  referrals: referralFiguresSchema.pick({ issued: true, completed: true, completedWithin30Days: true }),
});
export type CampReport = z.infer<typeof campReportSchema>;
