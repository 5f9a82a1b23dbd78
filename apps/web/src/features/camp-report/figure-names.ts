import { type ReportSex, STATION_KINDS, type StationKind } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { bandName, roman, sexName } from "./report-names";

const T = MESSAGES.campReportUi;

/** The report's sections as the figure keys name them (`section.figure…`), in REPORT_FIGURE_KEYS order. */
export const FIGURE_SECTIONS = [
  "registered",
  "seenAtStation",
  "doorToExit",
  "bloodPressure",
  "bloodSugar",
  "diagnoses",
  "medicines",
  "referrals",
] as const;
export type FigureSection = (typeof FIGURE_SECTIONS)[number];

export function sectionName(section: FigureSection): string {
  return {
    registered: T.people,
    seenAtStation: T.stations,
    doorToExit: T.exited,
    bloodPressure: T.bloodPressure,
    bloodSugar: T.bloodSugar,
    diagnoses: T.diagnoses,
    medicines: T.medicines,
    referrals: T.referrals,
  }[section];
}

/** A figure key (REPORT_FIGURE_KEYS) in words: "People registered · 15–29 · Female". Unknown parts stay as they are. */
export function figureName(key: string): string {
  const [section = "", ...rest] = key.split(".");
  const join = (...parts: string[]) => parts.join(" · ");
  const sex = (s: string) => (s === "total" ? T.total : sexName(s as ReportSex));
  switch (section) {
    case "registered":
      if (rest[0] === "bySex") return join(T.people, sex(rest[1]!));
      if (rest[0] === "byAgeBand") return join(T.people, bandName(rest[1] as never), sex(rest[2]!));
      return rest[0] === "visits" ? T.visits : T.people;
    case "seenAtStation":
      return STATION_KINDS.includes(rest[0] as StationKind)
        ? join(T.stations, MESSAGES.clinicUi.stations[rest[0] as StationKind])
        : key;
    case "doorToExit":
      return { exited: T.exited, medianMinutes: T.median, p90Minutes: T.p90 }[rest[0]!] ?? key;
    case "bloodPressure":
    case "bloodSugar":
      return join(
        section === "bloodPressure" ? T.bloodPressure : T.bloodSugar,
        { screened: T.screened, raised: T.raised, known: T.known, new: T.new }[rest[0]!] ?? key,
      );
    case "diagnoses":
      if (rest[0] === "byChapter") return join(T.chapters, roman(Number(rest[1])));
      return { signedConsultations: T.signedConsultations, coded: T.coded, uncoded: T.uncoded }[rest[0]!] ?? key;
    case "medicines":
      if (rest[0] === "dispenses") {
        return join(T.dispenses, { filled: T.filled, partial: T.partial, notFilled: T.notFilled }[rest[1]!] ?? key);
      }
      return rest[0] === "unitsGiven" ? T.unitsGiven : T.unitsNotFilled;
    case "referrals":
      return join(
        T.referrals,
        { issued: T.issued, completed: T.completed, completedWithin30Days: T.within30Days }[rest[0]!] ?? key,
      );
    default:
      return key;
  }
}
