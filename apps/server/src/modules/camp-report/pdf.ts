import { type CampReport, findDiagnosis, type Locale, type MessageCatalog, REPORT_SEXES } from "@medcamp/contract";
import { messagesIn } from "../../lib/messages-in.ts";
import { type Column, createPdfWriter } from "../../lib/pdf/pdf-writer.ts";
import { type ExportRow, SUPPRESSED } from "./disclosure.ts";

/** Each figure as the CSV shows it (`exportRows`), by its key: a count, "<5", "suppressed", or null (none). */
export type ShownFigures = ReadonlyMap<string, ExportRow["shown"]>;

/** What the PDF prints about its camp: its name, place and organiser (the camp's distributor). */
export interface ReportPdfCamp {
  title: string;
  venue: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  organiser: string;
}

/** A camp's first and last day (ISO dates, in its own zone): null when it has none. */
export interface CampDays {
  first: string | null;
  last: string | null;
}
const NUMERALS: [number, string][] = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** ICD-10's chapters are numbered I–XXII. */
function chapterNumeral(n: number): string {
  let rest = n;
  let numeral = "";
  for (const [value, letters] of NUMERALS) {
    while (rest >= value) {
      numeral += letters;
      rest -= value;
    }
  }
  return numeral;
}

/**
 * Numbers in Latin digits in every language, as the clinic's screens and the visit summary write them; a figure the
 * CSV hides as the catalogue's "suppressed"; the camp's days are already dates in its own zone (read as UTC midnight).
 */
function formatsOf(locale: Locale, suppressed: string) {
  const number = new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { numberingSystem: "latn", dateStyle: "long", timeZone: "UTC" });
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return {
    shown: (value: ExportRow["shown"]) =>
      value === null
        ? "—"
        : value === SUPPRESSED
          ? suppressed
          : typeof value === "number"
            ? number.format(value)
            : value,
    dates: (first: string, last: string | null) =>
      last && last !== first ? day.formatRange(date(first), date(last)) : day.format(date(first)),
    today: (at: Date) => new Intl.DateTimeFormat(locale, { numberingSystem: "latn", dateStyle: "long" }).format(at),
  };
}

/** The camp's place as one line: venue, address, city, and the country by its name in the document's language. */
function placeOf(camp: ReportPdfCamp, locale: Locale): string | null {
  const country =
    camp.country && /^[A-Z]{2}$/.test(camp.country)
      ? (new Intl.DisplayNames([locale], { type: "region" }).of(camp.country) ?? camp.country)
      : camp.country;
  const parts = [camp.venue, camp.address, camp.city, country].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(", ") : null;
}

/**
 * The camp report as a PDF for funders (issue 41 item 2, ADR 033): the camp's name, days, place and organiser, then
 * every figure of the report exactly as the CSV shows it (`shown`, by key; `report` gives only the rows: bands,
 * stations, codes, medicines, never a count). In `locale`, right to left in Arabic; it prints no name, phone or note
 * of anyone seen.
 */
export async function campReportPdf(input: {
  report: CampReport;
  shown: ShownFigures;
  camp: ReportPdfCamp;
  days: CampDays;
  locale: Locale;
  now: Date;
}): Promise<Buffer> {
  const { report, shown, camp, days, locale, now } = input;
  const T: MessageCatalog = messagesIn(locale);
  const R = T.pdf.campReport;
  const format = formatsOf(locale, R.suppressed);
  const pdf = createPdfWriter({ locale, title: `${R.title} · ${camp.title}`, createdAt: now });
  /** The figure of `key` as the CSV shows it; every key the PDF prints is one of `figureRows`. */
  const count = (key: string) => {
    const value = shown.get(key);
    if (value === undefined) throw new Error(`No figure ${key} in the report's export rows`);
    return format.shown(value);
  };

  pdf.paragraph("MedCamp", { muted: true });
  pdf.heading(R.title, 1);
  pdf.paragraph(camp.title, { size: 14, weight: "bold", direction: "auto" });
  pdf.gap(4);
  pdf.pairs([
    [R.dates, days.first ? format.dates(days.first, days.last) : T.pdf.notSet],
    [R.place, placeOf(camp, locale) ?? T.pdf.notSet],
    [R.organiser, camp.organiser],
  ]);
  pdf.paragraph(T.pdf.madeOn(format.today(now)), { muted: true });
  pdf.gap(4);
  pdf.paragraph(R.privacy, { size: 9, muted: true });

  const figure = (label: string, key: string) => [label, count(key)] as const;
  const sexColumns: Column[] = [
    { title: T.clinicUi.female, share: 1, numeric: true },
    { title: T.clinicUi.male, share: 1, numeric: true },
    { title: T.clinicUi.otherSex, share: 1, numeric: true },
    { title: R.sexUnknown, share: 1, numeric: true },
    { title: R.total, share: 1, numeric: true },
  ];
  const { registered } = report;
  pdf.heading(R.registered);
  pdf.pairs([figure(R.people, "registered.people"), figure(R.visits, "registered.visits")], "ltr");
  pdf.gap(4);
  pdf.table(
    [{ title: R.ageBand, share: 2, ltr: true }, ...sexColumns],
    [
      ...registered.byAgeBand.map((b) => [
        b.band === "unknown" ? R.ageUnknown : b.band.replace("-", "–"),
        ...[...REPORT_SEXES, "total"].map((part) => count(`registered.byAgeBand.${b.band}.${part}`)),
      ]),
      [R.total, ...REPORT_SEXES.map((sex) => count(`registered.bySex.${sex}`)), count("registered.people")],
    ],
  );

  pdf.heading(R.seenAtStation);
  pdf.table(
    [
      { title: T.clinicUi.station, share: 3 },
      { title: R.visits, share: 1, numeric: true },
    ],
    report.seenAtStation.map((s) => [T.clinicUi.stations[s.station], count(`seenAtStation.${s.station}`)]),
  );

  pdf.heading(R.doorToExit);
  pdf.pairs(
    [
      figure(R.exited, "doorToExit.exited"),
      figure(R.median, "doorToExit.medianMinutes"),
      figure(R.p90, "doorToExit.p90Minutes"),
    ],
    "ltr",
  );

  pdf.heading(R.readings);
  pdf.table(
    [
      { title: R.reading, share: 2 },
      { title: R.screened, share: 1, numeric: true },
      { title: R.raised, share: 1, numeric: true },
      { title: R.known, share: 1, numeric: true },
      { title: R.new, share: 1, numeric: true },
    ],
    (
      [
        [R.bloodPressure, "bloodPressure"],
        [R.bloodSugar, "bloodSugar"],
      ] as const
    ).map(([name, section]) => [name, ...["screened", "raised", "known", "new"].map((f) => count(`${section}.${f}`))]),
  );

  const { diagnoses } = report;
  pdf.heading(R.diagnoses);
  pdf.pairs(
    [
      figure(R.signedConsultations, "diagnoses.signedConsultations"),
      figure(R.coded, "diagnoses.coded"),
      figure(R.uncoded, "diagnoses.uncoded"),
    ],
    "ltr",
  );
  if (diagnoses.top.length) {
    pdf.heading(R.topDiagnoses);
    pdf.table(
      [
        { title: R.code, share: 1, ltr: true },
        { title: R.diagnosis, share: 4 },
        { title: R.visits, share: 1, numeric: true },
      ],
      diagnoses.top.map((d) => {
        const names: Partial<Record<Locale, string>> = findDiagnosis(d.code)?.names ?? {};
        return [d.code, names[locale] ?? d.title, count(`diagnoses.top.${d.code}`)];
      }),
    );
  }
  if (diagnoses.byChapter.length) {
    pdf.heading(R.byChapter);
    pdf.table(
      [
        { title: R.chapter, share: 1, ltr: true },
        { title: R.diagnosis, share: 4, ltr: true },
        { title: R.visits, share: 1, numeric: true },
      ],
      diagnoses.byChapter.map((c) => [
        chapterNumeral(Number(c.chapter)),
        c.title,
        count(`diagnoses.byChapter.${c.chapter}`),
      ]),
    );
  }

  const { medicines } = report;
  pdf.heading(R.medicines);
  pdf.pairs(
    [
      figure(R.dispensesFilled, "medicines.dispenses.filled"),
      figure(R.dispensesPartial, "medicines.dispenses.partial"),
      figure(R.dispensesNotFilled, "medicines.dispenses.notFilled"),
      figure(R.unitsGiven, "medicines.unitsGiven"),
      figure(R.unitsNotFilled, "medicines.unitsNotFilled"),
    ],
    "ltr",
  );
  if (medicines.byMedicine.length) {
    pdf.gap(4);
    pdf.table(
      [
        { title: R.medicine, share: 4 },
        { title: R.unitsGiven, share: 1, numeric: true },
        { title: R.unitsNotFilled, share: 1, numeric: true },
      ],
      medicines.byMedicine.map((m) => [
        m.medicineId ? m.medicine : R.otherMedicines,
        count(`medicines.unitsGiven.${m.medicine}`),
        count(`medicines.unitsNotFilled.${m.medicine}`),
      ]),
    );
  }

  pdf.heading(R.referrals);
  pdf.pairs(
    [
      figure(R.issued, "referrals.issued"),
      figure(R.completed, "referrals.completed"),
      figure(R.completedWithin30Days, "referrals.completedWithin30Days"),
    ],
    "ltr",
  );
  return pdf.finish();
}
