import { z } from "zod";
import { STATION_KINDS } from "./clinic.ts";
import { AGE_BANDS, campReportSchema, REPORT_SEXES } from "./camp-report.ts";
import { calendarDateSchema } from "./schedule.ts";

// The camp report beyond one camp's screen (issue 41 items 1–2, ADR 032): a date range of camps, and the exports
// (CSV, DHIS2 dataValueSets) with the admins' mapping of MedCamp's figures to DHIS2's data elements.

/** The longest date range of camps one report covers, in days (`from` and `to` both counted). */
export const CAMP_REPORT_RANGE_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both counted (calendar dates, no time zone). */
export const rangeDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** GET /api/camp-reports?from=&to= (and .csv): the camps whose dates overlap these days. */
export const campReportRangeQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  // Whole sentences: the answer tells them as they are, the field's wire name after them ("… (to)").
  .refine((q) => q.from <= q.to, { message: "The start date must not be after the end date", path: ["to"] })
  .refine((q) => rangeDays(q.from, q.to) <= CAMP_REPORT_RANGE_MAX_DAYS, {
    message: `A range covers at most ${CAMP_REPORT_RANGE_MAX_DAYS} days`,
    path: ["to"],
  });
export type CampReportRangeQuery = z.infer<typeof campReportRangeQuerySchema>;

/** A camp a range report covers: its first and last day in its own time zone. */
export const reportCampSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ReportCamp = z.infer<typeof reportCampSchema>;

/** The figures of one camp's report over every camp of the range (exact counts, admins only), and those camps. */
export const campRangeReportSchema = campReportSchema.omit({ campId: true }).extend({
  from: z.string(),
  to: z.string(),
  /** By start date, then title. */
  camps: z.array(reportCampSchema),
});
export type CampRangeReport = z.infer<typeof campRangeReportSchema>;

/** The CSV exports' columns: one figure a row; `value` a number or "<5". */
export const CAMP_REPORT_CSV_COLUMNS = ["section", "figure", "breakdown", "value"] as const;

const BANDS_AND_UNKNOWN = [...AGE_BANDS, "unknown"] as const;
const READING_FIGURES = ["screened", "raised", "known", "new"] as const;
/** ICD-10 chapters I–XXII as 1–22. */
const CHAPTERS = Array.from({ length: 22 }, (_, i) => i + 1);

/**
 * Every figure of the report with a stable key, as the CSV names its rows (`section.figure.breakdown`) and the DHIS2
 * mapping refers to them. Per-code diagnoses (top ten) and per-medicine units vary by camp: CSV rows, not mappable.
 */
export const REPORT_FIGURE_KEYS = [
  "registered.people",
  "registered.visits",
  ...REPORT_SEXES.map((sex) => `registered.bySex.${sex}`),
  ...BANDS_AND_UNKNOWN.flatMap((band) => [
    ...REPORT_SEXES.map((sex) => `registered.byAgeBand.${band}.${sex}`),
    `registered.byAgeBand.${band}.total`,
  ]),
  ...STATION_KINDS.map((station) => `seenAtStation.${station}`),
  "doorToExit.exited",
  "doorToExit.medianMinutes",
  "doorToExit.p90Minutes",
  ...READING_FIGURES.map((f) => `bloodPressure.${f}`),
  ...READING_FIGURES.map((f) => `bloodSugar.${f}`),
  "diagnoses.signedConsultations",
  "diagnoses.coded",
  "diagnoses.uncoded",
  ...CHAPTERS.map((n) => `diagnoses.byChapter.${n}`),
  "medicines.dispenses.filled",
  "medicines.dispenses.partial",
  "medicines.dispenses.notFilled",
  "medicines.unitsGiven",
  "medicines.unitsNotFilled",
  "referrals.issued",
  "referrals.completed",
  "referrals.completedWithin30Days",
] as const;
export const reportFigureKeySchema = z.enum(REPORT_FIGURE_KEYS as unknown as [string, ...string[]], {
  message: "must be a figure of the camp report (REPORT_FIGURE_KEYS)",
});

/** A DHIS2 identifier (UID): 11 letters and digits, a letter first. */
export const DHIS2_UID = /^[A-Za-z][A-Za-z0-9]{10}$/;
export const dhis2UidSchema = z
  .string()
  .regex(DHIS2_UID, { message: "must be a DHIS2 id: 11 letters and digits, a letter first" });

/** DHIS2 period of a camp: its start day (`20261203`) or its start month (`202612`). */
export const DHIS2_PERIOD_TYPES = ["daily", "monthly"] as const;

/** One mapped figure: the data element and category option combo its value goes to. */
export const dhis2FigureMappingSchema = z.object({
  figure: reportFigureKeySchema,
  dataElement: dhis2UidSchema,
  categoryOptionCombo: dhis2UidSchema,
});

/**
 * GET and PUT /api/admin/dhis2-mapping (admins; PUT replaces it all, audited): the data set, the default org unit,
 * the period type, each mapped figure (once; a data element + combo once), and org units of particular camps.
 */
export const dhis2MappingSchema = z
  .object({
    dataSet: dhis2UidSchema.nullable(),
    /** Every camp's org unit unless `campOrgUnits` names another for it. */
    orgUnit: dhis2UidSchema.nullable(),
    periodType: z.enum(DHIS2_PERIOD_TYPES),
    figures: z.array(dhis2FigureMappingSchema).max(REPORT_FIGURE_KEYS.length),
    campOrgUnits: z.array(z.object({ campId: z.uuid(), orgUnit: dhis2UidSchema })).max(1000),
  })
  .refine((m) => new Set(m.figures.map((f) => f.figure)).size === m.figures.length, {
    message: "each figure is mapped at most once",
    path: ["figures"],
  })
  .refine((m) => new Set(m.figures.map((f) => `${f.dataElement}.${f.categoryOptionCombo}`)).size === m.figures.length, {
    message: "each data element and category option combo takes one figure",
    path: ["figures"],
  })
  .refine((m) => new Set(m.campOrgUnits.map((c) => c.campId)).size === m.campOrgUnits.length, {
    message: "each camp has at most one org unit",
    path: ["campOrgUnits"],
  });
export type Dhis2Mapping = z.infer<typeof dhis2MappingSchema>;

/**
 * GET /api/meals/{id}/report/dhis2: DHIS2's Web API data value set (POST /api/dataValueSets, JSON). `value` is the
 * count as DHIS2's examples send it, a string of digits. A mapped figure of 1–4 is left out of `dataValues` and named
 * in `suppressed` (MedCamp's note; DHIS2 ignores it); unmapped figures are left out.
 */
export const dhis2DataValueSetSchema = z.object({
  dataSet: z.string().optional(),
  /** ISO period: `yyyyMMdd` (daily) or `yyyyMM` (monthly). */
  period: z.string(),
  orgUnit: z.string(),
  /** The camp's last day, once it has ended. */
  completeDate: z.string().optional(),
  dataValues: z.array(
    z.object({
      dataElement: z.string(),
      categoryOptionCombo: z.string(),
      period: z.string().optional(),
      orgUnit: z.string().optional(),
      value: z.string(),
    }),
  ),
  suppressed: z.array(z.object({ figure: z.string(), dataElement: z.string(), categoryOptionCombo: z.string() })),
});
export type Dhis2DataValueSet = z.infer<typeof dhis2DataValueSetSchema>;

/** The web app's links to the report's files (a plain download: the session cookie goes along). */
export const CAMP_REPORT_PATHS = {
  csv: (campId: string) => `/api/meals/${encodeURIComponent(campId)}/report.csv`,
  dhis2: (campId: string) => `/api/meals/${encodeURIComponent(campId)}/report/dhis2`,
  range: (q: { from: string; to: string }) => `/api/camp-reports?${new URLSearchParams(q).toString()}`,
  rangeCsv: (q: { from: string; to: string }) => `/api/camp-reports.csv?${new URLSearchParams(q).toString()}`,
} as const;
