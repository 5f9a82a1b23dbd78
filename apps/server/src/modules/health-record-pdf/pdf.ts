import {
  type Locale,
  type MessageCatalog,
  type SummaryFormats,
  summaryFormats,
  type VisitSummary,
  vitalLines,
} from "@medcamp/contract";
import { messagesIn } from "../../lib/messages-in.ts";
import { createPdfWriter, type PdfWriter } from "../../lib/pdf/pdf-writer.ts";
import { isolate } from "../../lib/pdf/text-runs.ts";

/** One signed visit as its summary shows it (summary-document.tsx): the same parts, in the same order. */
function visitPart(pdf: PdfWriter, summary: VisitSummary, T: MessageCatalog, format: SummaryFormats) {
  const flagNames: Record<string, string> = T.clinicUi.flags;
  const sexNames = { female: T.clinicUi.female, male: T.clinicUi.male, other: T.clinicUi.otherSex };
  pdf.heading(T.pdf.healthRecord.visitOf(isolate(summary.camp.title), isolate(format.day(summary.day))));
  pdf.pairs([
    [T.clinicSummary.camp, summary.camp.title],
    [T.clinicSummary.date, format.day(summary.day)],
    [T.clinicUi.token, format.number(summary.token)],
    ...(summary.person.ageYears !== null
      ? [[T.clinicUi.age, T.clinicUi.ageYears(summary.person.ageYears)] as [string, string]]
      : []),
    ...(summary.person.sex ? [[T.clinicUi.sex, sexNames[summary.person.sex]] as [string, string]] : []),
  ]);
  const vitals = vitalLines(summary, T, format.number);
  const part = (title: string, write: () => void) => {
    pdf.gap(4);
    pdf.paragraph(title, { weight: "bold", size: 11 });
    write();
  };
  if (vitals.length) part(T.clinicUi.stations.vitals, () => pdf.pairs(vitals));
  if (summary.flags.length) {
    part(T.clinicSummary.toNote, () => pdf.paragraph(summary.flags.map((f) => flagNames[f] ?? f).join(" · ")));
  }
  if (summary.diagnoses.length) {
    part(T.clinicUi.diagnoses, () => {
      for (const d of summary.diagnoses) {
        const named = [d.name, d.code ? `(${d.code})` : null].filter(Boolean).join(" ");
        if (named) pdf.paragraph(`• ${named}`);
        if (d.text) pdf.paragraph(d.text, { direction: "auto" });
      }
    });
  }
  if (summary.prescriptions.length) {
    part(T.clinicUi.prescriptions, () => {
      for (const p of summary.prescriptions) {
        pdf.paragraph(p.medicine, { weight: "bold", direction: "auto" });
        pdf.paragraph(`${isolate(p.dose)} · ${isolate(p.frequency)} · ${T.clinicUi.days}: ${format.number(p.days)}`);
      }
    });
  }
  if (summary.advice) part(T.clinicUi.advice, () => pdf.paragraph(summary.advice!, { direction: "auto" }));
  if (summary.nextStep) part(T.clinicSummary.nextStep, () => pdf.paragraph(summary.nextStep!, { direction: "auto" }));
  pdf.gap(4);
  pdf.paragraph(T.clinicSummary.signedBy(isolate(summary.signedBy), isolate(format.moment(summary.signedAt))), {
    size: 9,
  });
  pdf.paragraph(T.clinicSummary.recordCode(isolate(summary.digest.slice(0, 12))), { size: 9, muted: true });
}

/**
 * A person's own health record as a PDF (issue 41 item 3, ADR 033): each signed visit as its summary shows it,
 * newest first, in `locale`; a record with none says so.
 */
export async function healthRecordPdf(input: {
  name: string;
  summaries: readonly VisitSummary[];
  locale: Locale;
  now: Date;
}): Promise<Buffer> {
  const { name, summaries, locale, now } = input;
  const T = messagesIn(locale);
  const format = summaryFormats(locale);
  const pdf = createPdfWriter({ locale, title: `${T.pdf.healthRecord.title} · ${name}`, createdAt: now });
  pdf.paragraph("MedCamp", { muted: true });
  pdf.heading(T.pdf.healthRecord.title, 1);
  pdf.paragraph(name, { size: 14, weight: "bold", direction: "auto" });
  pdf.paragraph(T.pdf.madeOn(format.moment(now)), { muted: true });
  pdf.gap(4);
  pdf.paragraph(summaries.length ? T.pdf.healthRecord.intro : T.pdf.healthRecord.noVisits);
  for (const summary of summaries) visitPart(pdf, summary, T, format);
  return pdf.finish();
}
