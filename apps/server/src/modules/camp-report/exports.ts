import {
  CAMP_REPORT_CSV_COLUMNS,
  type CampRangeReport,
  type Dhis2DataValueSet,
  type Dhis2Mapping,
  REPORT_FIGURE_KEYS,
} from "@medcamp/contract";
import { csvLine } from "../../lib/csv.ts";
import { CSV_BOM } from "../../lib/csv.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { ExportRow } from "./disclosure.ts";

/** Letters and digits of a title for a file name (ASCII only, as every browser takes it); "camp" when none are. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return slug || "camp";
}

/** The report's CSV (ADR 021's format): one figure a row, as it may leave the product. */
export function reportCsv(rows: readonly ExportRow[], camps?: CampRangeReport["camps"]): string {
  const lines = rows.map((row) => csvLine([row.section, row.figure, row.breakdown, row.shown]));
  // A range's camps: what it covers (a camp is not a person: its count and dates are not suppressed).
  const campLines = (camps ?? []).map((camp) =>
    csvLine(["camps", "camp", `${camp.startDate} to ${camp.endDate} ${camp.title}`, 1]),
  );
  return CSV_BOM + csvLine(CAMP_REPORT_CSV_COLUMNS) + campLines.join("") + lines.join("");
}

/** The camp as DHIS2 needs it: its org unit (its own, else the mapping's), its days, and whether it has ended. */
export interface Dhis2Camp {
  id: string;
  startDate: string | null;
  endDate: string | null;
  ended: boolean;
}

/** The org unit a camp reports to in DHIS2: its own, else the mapping's (null: neither). */
export const dhis2OrgUnit = (mapping: Dhis2Mapping, campId: string): string | null =>
  mapping.campOrgUnits.find((c) => c.campId === campId)?.orgUnit ?? mapping.orgUnit;

/** The first and last day of the DHIS2 period holding `day` (ISO dates): that day, or its month. */
export function dhis2PeriodDays(periodType: Dhis2Mapping["periodType"], day: string): { first: string; last: string } {
  if (periodType === "daily") return { first: day, last: day };
  const [year, month] = day.split("-").map(Number) as [number, number];
  // Day 0 of the next month is this month's last.
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first: `${day.slice(0, 7)}-01`, last };
}

/**
 * The camp's DHIS2 data value set (Web API `POST /api/dataValueSets`, JSON): each mapped figure's value as a string of
 * digits; a hidden cell ("<5" or complementary) and a figure with no value (no visit exited) left out, the hidden
 * ones named in `suppressed`. A chapter with no diagnoses is 0. Unmapped figures are not sent.
 */
export function dataValueSet(rows: readonly ExportRow[], mapping: Dhis2Mapping, camp: Dhis2Camp): Dhis2DataValueSet {
  const orgUnit = dhis2OrgUnit(mapping, camp.id);
  if (!orgUnit) throw refuse("DHIS2_ORG_UNIT_MISSING");
  if (!camp.startDate) throw refuse("CAMP_UNDATED");
  const day = camp.startDate.replaceAll("-", "");
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const order = new Map<string, number>(REPORT_FIGURE_KEYS.map((key, i) => [key, i]));
  const mapped = [...mapping.figures].sort((a, b) => order.get(a.figure)! - order.get(b.figure)!);
  const dataValues: Dhis2DataValueSet["dataValues"] = [];
  const suppressed: Dhis2DataValueSet["suppressed"] = [];
  for (const { figure, dataElement, categoryOptionCombo } of mapped) {
    const shown = byKey.get(figure)?.shown ?? (figure.startsWith("diagnoses.byChapter.") ? 0 : null);
    if (shown === null) continue;
    if (typeof shown === "number") dataValues.push({ dataElement, categoryOptionCombo, value: String(shown) });
    else suppressed.push({ figure, dataElement, categoryOptionCombo });
  }
  return {
    ...(mapping.dataSet ? { dataSet: mapping.dataSet } : {}),
    period: mapping.periodType === "daily" ? day : day.slice(0, 6),
    orgUnit,
    ...(camp.ended && camp.endDate ? { completeDate: camp.endDate } : {}),
    dataValues,
    suppressed,
  };
}
