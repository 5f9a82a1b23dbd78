import { type CampReport, icd10Chapter, REPORT_SEXES } from "@medcamp/contract";
import { SMALL_COUNT, suppressSmallCount } from "./suppression.ts";

/** A cell left out so that a "<5" beside it cannot be worked out from a total (complementary suppression, ADR 032). */
export const SUPPRESSED = "suppressed";

/** One figure of the report as the exports list it: `key` is `section.figure[.breakdown key]`. */
export interface FigureRow {
  section: string;
  figure: string;
  /** What part of the figure the row is (an age band and sex, a code and its title, a medicine); "" for the whole. */
  breakdown: string;
  key: string;
  /** A count, or a statistic (minutes) over `over`'s count; null when there is none (no visit exited). */
  value: number | null;
  over?: string;
}

/** A figure as it may leave the product: its count, "<5" (1–4), "suppressed" (complementary), or null (none). */
export interface ExportRow extends FigureRow {
  shown: number | typeof SMALL_COUNT | typeof SUPPRESSED | null;
}

/** An additive relation the report's readers know: `total` is the sum of `parts`. */
interface Group {
  total: string;
  parts: string[];
}

type Figures = Omit<CampReport, "campId">;

/** Every figure of the report, one row each, in the report's order. */
export function figureRows(report: Figures): FigureRow[] {
  const rows: FigureRow[] = [];
  const add = (section: string, figure: string, value: number | null, part?: { breakdown: string; key: string }) =>
    rows.push({
      section,
      figure,
      breakdown: part?.breakdown ?? "",
      key: [section, figure, part?.key].filter((k) => k !== undefined).join("."),
      value,
    });
  const { registered } = report;
  add("registered", "people", registered.people);
  add("registered", "visits", registered.visits);
  for (const sex of REPORT_SEXES) add("registered", "bySex", registered.bySex[sex], { breakdown: sex, key: sex });
  for (const band of registered.byAgeBand) {
    for (const part of [...REPORT_SEXES, "total"] as const) {
      add("registered", "byAgeBand", band[part], { breakdown: `${band.band} ${part}`, key: `${band.band}.${part}` });
    }
  }
  for (const { station, visits } of report.seenAtStation) add("seenAtStation", station, visits);
  add("doorToExit", "exited", report.doorToExit.exited);
  for (const figure of ["medianMinutes", "p90Minutes"] as const) {
    add("doorToExit", figure, report.doorToExit[figure]);
    rows[rows.length - 1]!.over = "doorToExit.exited";
  }
  for (const section of ["bloodPressure", "bloodSugar"] as const) {
    for (const figure of ["screened", "raised", "known", "new"] as const) add(section, figure, report[section][figure]);
  }
  const { diagnoses } = report;
  add("diagnoses", "signedConsultations", diagnoses.signedConsultations);
  add("diagnoses", "coded", diagnoses.coded);
  add("diagnoses", "uncoded", diagnoses.uncoded);
  for (const top of diagnoses.top) {
    add("diagnoses", "top", top.visits, { breakdown: `${top.code} ${top.title}`, key: top.code });
  }
  for (const chapter of diagnoses.byChapter) {
    add("diagnoses", "byChapter", chapter.diagnoses, {
      breakdown: `${chapter.chapter} ${chapter.title}`,
      key: String(chapter.chapter),
    });
  }
  const { medicines } = report;
  for (const state of ["filled", "partial", "notFilled"] as const) {
    add("medicines", "dispenses", medicines.dispenses[state], { breakdown: state, key: state });
  }
  for (const figure of ["unitsGiven", "unitsNotFilled"] as const) {
    add("medicines", figure, medicines[figure]);
    for (const m of medicines.byMedicine)
      add("medicines", figure, m[figure], { breakdown: m.medicine, key: m.medicine });
  }
  for (const figure of ["issued", "completed", "completedWithin30Days"] as const) {
    add("referrals", figure, report.referrals[figure]);
  }
  return rows;
}

/**
 * The sums a reader can check in the report (and so use to work a hidden cell out): people by sex and by age band,
 * each band's sexes, each sex over the bands; raised = known + new; registration = visits; coded diagnoses over the
 * chapters and over the top ten, each chapter over its codes in the top ten; units over the medicines. A relation that
 * does not hold in a given report (a code outside the chapters, more than ten codes) only hides more, never less.
 */
export function groupsOf(report: Figures): Group[] {
  const bands = report.registered.byAgeBand.map((b) => b.band);
  const cell = (band: string, part: string) => `registered.byAgeBand.${band}.${part}`;
  const { top, byChapter } = report.diagnoses;
  return [
    { total: "registered.people", parts: REPORT_SEXES.map((sex) => `registered.bySex.${sex}`) },
    { total: "registered.people", parts: bands.map((band) => cell(band, "total")) },
    ...bands.map((band) => ({ total: cell(band, "total"), parts: REPORT_SEXES.map((sex) => cell(band, sex)) })),
    ...REPORT_SEXES.map((sex) => ({ total: `registered.bySex.${sex}`, parts: bands.map((band) => cell(band, sex)) })),
    { total: "registered.visits", parts: ["seenAtStation.registration"] },
    ...(["bloodPressure", "bloodSugar"] as const).map((s) => ({
      total: `${s}.raised`,
      parts: [`${s}.known`, `${s}.new`],
    })),
    { total: "diagnoses.coded", parts: byChapter.map((c) => `diagnoses.byChapter.${c.chapter}`) },
    { total: "diagnoses.coded", parts: top.map((t) => `diagnoses.top.${t.code}`) },
    ...byChapter.map((c) => ({
      total: `diagnoses.byChapter.${c.chapter}`,
      parts: top.filter((t) => icd10Chapter(t.code)?.number === c.chapter).map((t) => `diagnoses.top.${t.code}`),
    })),
    ...(["unitsGiven", "unitsNotFilled"] as const).map((figure) => ({
      total: `medicines.${figure}`,
      parts: report.medicines.byMedicine.map((m) => `medicines.${figure}.${m.medicine}`),
    })),
  ];
}

/**
 * The report's figures as they may leave the product (ADR 032). Primary: every count of 1–4 is "<5"
 * (`suppressSmallCount`), and a statistic over 1–4 visits (the door-to-exit minutes) is "suppressed". Complementary:
 * in every sum of `groupsOf` where exactly one cell is hidden, a second is hidden too (the smallest non-zero part
 * still shown, else the total), repeated until no sum has a lone hidden cell; then no hidden cell is the difference
 * of cells shown. A complementary cell is "suppressed", not "<5" (it may be any size).
 */
export function exportRows(report: Figures): ExportRow[] {
  const rows = figureRows(report);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const hidden = new Set<string>();
  for (const row of rows) {
    if (row.value === null) continue;
    const over = row.over === undefined ? undefined : byKey.get(row.over)?.value;
    if (
      row.over === undefined
        ? suppressSmallCount(row.value) === SMALL_COUNT
        : suppressSmallCount(over ?? 0) === SMALL_COUNT
    ) {
      hidden.add(row.key);
    }
  }
  const primary = new Set(hidden);
  const groups = groupsOf(report).filter((g) => g.parts.length > 0);
  const valueOf = (key: string) => byKey.get(key)?.value ?? 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const group of groups) {
      const cells = [group.total, ...group.parts];
      if (cells.filter((key) => hidden.has(key)).length !== 1) continue;
      const shown = group.parts
        .filter((key) => !hidden.has(key) && valueOf(key) > 0)
        .sort((a, b) => valueOf(a) - valueOf(b));
      const second = shown[0] ?? (hidden.has(group.total) ? undefined : group.total);
      if (second === undefined) continue; // the lone hidden cell is the total, every part 0 or hidden: nothing to add
      hidden.add(second);
      changed = true;
    }
  }
  return rows.map((row) => ({
    ...row,
    shown:
      row.value === null
        ? null
        : !hidden.has(row.key)
          ? row.value
          : primary.has(row.key) && row.over === undefined
            ? SMALL_COUNT
            : SUPPRESSED,
  }));
}
