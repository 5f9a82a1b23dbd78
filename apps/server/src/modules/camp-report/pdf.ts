import { type CampReport, findDiagnosis, type Locale, type MessageCatalog } from "@medcamp/contract";
import { messagesIn } from "../../lib/messages-in.ts";
import { type Column, createPdfWriter } from "../../lib/pdf/pdf-writer.ts";
import type { ReportPdfCamp } from "./pdf-repository.ts";
import type { Suppressed } from "./suppression.ts";

/** A count as it leaves the product: a number, or "<5". */
type Count = number | string;
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
 * Numbers in Latin digits in every language, as the clinic's screens and the visit summary write them; dates in the
 * camp's own time zone.
 */
function formatsOf(locale: Locale, timeZone: string | null) {
  const number = new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, {
    numberingSystem: "latn",
    dateStyle: "long",
    ...(timeZone ? { timeZone } : {}),
  });
  return {
    count: (n: Count) => (typeof n === "number" ? number.format(n) : n),
    // Minutes and chapters are not counts: suppression leaves them as numbers (NOT_COUNTS), whatever its type says.
    minutes: (n: Count | null) => (n === null ? "—" : typeof n === "number" ? number.format(n) : n),
    dates: (from: Date, to: Date | null) => (to ? day.formatRange(from, to) : day.format(from)),
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
 * The camp report as a PDF for funders (issue 41 item 2, ADR 033): the camp's name, dates, place and organiser, then
 * every figure of the report, its counts already suppressed ("<5") by the caller. In `locale`, right to left in
 * Arabic; it prints no name, phone or note of anyone seen.
 */
export async function campReportPdf(input: {
  report: Suppressed<CampReport>;
  camp: ReportPdfCamp;
  locale: Locale;
  now: Date;
}): Promise<Buffer> {
  const { report, camp, locale, now } = input;
  const T: MessageCatalog = messagesIn(locale);
  const R = T.pdf.campReport;
  const format = formatsOf(locale, camp.timezone);
  const pdf = createPdfWriter({ locale, title: `${R.title} · ${camp.title}`, createdAt: now });
  const count = format.count;

  pdf.paragraph("MedCamp", { muted: true });
  pdf.heading(R.title, 1);
  pdf.paragraph(camp.title, { size: 14, weight: "bold", direction: "auto" });
  pdf.gap(4);
  pdf.pairs([
    [R.dates, camp.startsAt ? format.dates(camp.startsAt, camp.endsAt) : T.pdf.notSet],
    [R.place, placeOf(camp, locale) ?? T.pdf.notSet],
    [R.organiser, camp.organiser],
  ]);
  pdf.paragraph(T.pdf.madeOn(format.today(now)), { muted: true });
  pdf.gap(4);
  pdf.paragraph(R.privacy, { size: 9, muted: true });

  const figure = (label: string, n: Count) => [label, count(n)] as const;
  const sexColumns: Column[] = [
    { title: T.clinicUi.female, share: 1, numeric: true },
    { title: T.clinicUi.male, share: 1, numeric: true },
    { title: T.clinicUi.otherSex, share: 1, numeric: true },
    { title: R.sexUnknown, share: 1, numeric: true },
    { title: R.total, share: 1, numeric: true },
  ];
  const { registered } = report;
  pdf.heading(R.registered);
  pdf.pairs([figure(R.people, registered.people), figure(R.visits, registered.visits)], "ltr");
  pdf.gap(4);
  pdf.table(
    [{ title: R.ageBand, share: 2, ltr: true }, ...sexColumns],
    [
      ...registered.byAgeBand.map((b) => [
        b.band === "unknown" ? R.ageUnknown : b.band.replace("-", "–"),
        ...[b.female, b.male, b.other, b.unknown, b.total].map(count),
      ]),
      [
        R.total,
        ...[
          registered.bySex.female,
          registered.bySex.male,
          registered.bySex.other,
          registered.bySex.unknown,
          registered.people,
        ].map(count),
      ],
    ],
  );

  pdf.heading(R.seenAtStation);
  pdf.table(
    [
      { title: T.clinicUi.station, share: 3 },
      { title: R.visits, share: 1, numeric: true },
    ],
    report.seenAtStation.map((s) => [T.clinicUi.stations[s.station], count(s.visits)]),
  );

  pdf.heading(R.doorToExit);
  pdf.pairs(
    [
      figure(R.exited, report.doorToExit.exited),
      [R.median, format.minutes(report.doorToExit.medianMinutes)],
      [R.p90, format.minutes(report.doorToExit.p90Minutes)],
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
        [R.bloodPressure, report.bloodPressure],
        [R.bloodSugar, report.bloodSugar],
      ] as const
    ).map(([name, r]) => [name, ...[r.screened, r.raised, r.known, r.new].map(count)]),
  );

  const { diagnoses } = report;
  pdf.heading(R.diagnoses);
  pdf.pairs(
    [
      figure(R.signedConsultations, diagnoses.signedConsultations),
      figure(R.coded, diagnoses.coded),
      figure(R.uncoded, diagnoses.uncoded),
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
        return [d.code, names[locale] ?? d.title, count(d.visits)];
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
      diagnoses.byChapter.map((c) => [chapterNumeral(Number(c.chapter)), c.title, count(c.diagnoses)]),
    );
  }

  const { medicines } = report;
  pdf.heading(R.medicines);
  pdf.pairs(
    [
      figure(R.dispensesFilled, medicines.dispenses.filled),
      figure(R.dispensesPartial, medicines.dispenses.partial),
      figure(R.dispensesNotFilled, medicines.dispenses.notFilled),
      figure(R.unitsGiven, medicines.unitsGiven),
      figure(R.unitsNotFilled, medicines.unitsNotFilled),
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
        count(m.unitsGiven),
        count(m.unitsNotFilled),
      ]),
    );
  }

  pdf.heading(R.referrals);
  pdf.pairs(
    [
      figure(R.issued, report.referrals.issued),
      figure(R.completed, report.referrals.completed),
      figure(R.completedWithin30Days, report.referrals.completedWithin30Days),
    ],
    "ltr",
  );
  return pdf.finish();
}
