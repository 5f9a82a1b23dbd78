import type { CampReport, ReportSex } from "@medcamp/contract";
import { numberFormat } from "../../i18n/intl";
import { MESSAGES } from "../../i18n/messages";
import { count } from "./report-parts";

// The report's names in the reader's words: sexes, age bands, chapters, minutes.

const T = MESSAGES.campReportUi;

export const minutes = (value: number | null) =>
  value === null ? T.noneExited : T.minutes(numberFormat({ maximumFractionDigits: 1 }).format(value));

export function sexName(sex: ReportSex): string {
  const C = MESSAGES.clinicUi;
  return { female: C.female, male: C.male, other: C.otherSex, unknown: T.unknown }[sex];
}

/** "0–4", "60+" in the reader's digits; "Unknown" without a birth year. */
export function bandName(band: CampReport["registered"]["byAgeBand"][number]["band"]): string {
  if (band === "unknown") return T.unknown;
  const [from, to] = band.replace("+", "").split("-").map(Number);
  return to === undefined ? `${count(from!)}+` : `${count(from!)}–${count(to)}`;
}

const ROMAN: [number, string][] = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];
/** ICD-10 chapters are numbered I–XXII. */
export function roman(n: number): string {
  let rest = n;
  let text = "";
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      text += letters;
      rest -= value;
    }
  }
  return text;
}
