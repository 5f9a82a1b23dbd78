import type { MessageCatalog } from "../i18n/localized-messages.ts";

/**
 * How the visit summary writes numbers and days, in every language with Latin digits: the token and the readings
 * read as the camp's staff called and wrote them (the clinic's screens show them so too). The web's summary, the referral
 * slip and the health record's PDF write with these.
 */
export function summaryFormats(locale: string) {
  const number = new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { numberingSystem: "latn", dateStyle: "long", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, { numberingSystem: "latn", dateStyle: "medium", timeStyle: "short" });
  return {
    number: (n: number) => number.format(n),
    // A visit's day is the camp's calendar day (YYYY-MM-DD; of a timestamp, its date): that day wherever it is read.
    day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    moment: (at: Date | string) => moment.format(new Date(at)),
  };
}
export type SummaryFormats = ReturnType<typeof summaryFormats>;

/**
 * The readings as lines: systolic and diastolic together as the blood pressure, each value with its unit (the
 * visit summary, the referral slip and the health record's PDF show them so).
 */
export function vitalLines(
  summary: { vitals: readonly { key: string; value: number; unit: string }[] },
  T: MessageCatalog,
  number: (n: number) => string,
): [string, string][] {
  const byKey = new Map(summary.vitals.map((v) => [v.key, v]));
  const systolic = byKey.get("systolic");
  const diastolic = byKey.get("diastolic");
  const names: Record<string, string> = T.clinicUi.vitals;
  return summary.vitals.flatMap((v): [string, string][] => {
    if (systolic && diastolic) {
      if (v.key === "diastolic") return [];
      if (v.key === "systolic") {
        return [[T.clinicSummary.bloodPressure, `${number(systolic.value)}/${number(diastolic.value)} ${v.unit}`]];
      }
    }
    const unit = v.key === "pulse" ? T.clinicSummary.beatsPerMinute : v.unit;
    return [[names[v.key] ?? v.key, `${number(v.value)} ${unit}`]];
  });
}
