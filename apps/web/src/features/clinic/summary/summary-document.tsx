import { localeDirection, type MessageCatalog, summaryFormats, type VisitSummary, vitalLines } from "@medcamp/contract";
import type { ReactNode } from "react";
import { DiagnosisItems, DocumentLines, DocumentPart, personLines, TypedText } from "../document-parts";

type Summary = VisitSummary;
type Texts = MessageCatalog;

/** A part of the summary: kept on one page in print (summary-print.css). */
const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <DocumentPart title={title} className="summary-part">
    {children}
  </DocumentPart>
);

/**
 * A signed visit's summary as the person reads it (issue 39, item 5), in `texts` — the clinic's texts in the
 * person's language — and that language's direction: who and where, the vitals with their flags, the diagnoses named
 * from the shipped ICD-10 list, the prescription, the advice and next step, and who signed it. Made to fit one A5
 * page (summary-print.css) and a phone screen alike.
 */
export function SummaryDocument({ summary, texts: T }: { summary: Summary; texts: Texts }) {
  const format = summaryFormats(summary.locale);
  const { person } = summary;
  const flagNames: Record<string, string> = T.clinicUi.flags;
  const about: [string, ReactNode][] = [
    [T.clinicSummary.camp, summary.camp.title],
    [T.clinicSummary.date, format.day(summary.day)],
    [T.clinicUi.token, format.number(summary.token)],
    ...personLines(person, T),
  ];
  const vitals = vitalLines(summary, T, format.number);

  return (
    <article
      data-visit-summary
      lang={summary.locale}
      dir={localeDirection(summary.locale)}
      aria-labelledby="visit-summary-heading"
      className="visit-summary space-y-4 rounded-box bg-base-100 p-4 ring-1 ring-base-300 sm:p-6"
    >
      <header className="space-y-2 border-b border-base-300 pb-3">
        <p className="text-sm text-base-content/70">MedCamp</p>
        <h1 id="visit-summary-heading" className="text-2xl font-bold">
          {T.clinicSummary.title}
        </h1>
        <p className="text-xl font-semibold break-words">{person.name}</p>
        <DocumentLines lines={about} pairsOnPaper={2} />
      </header>
      {vitals.length > 0 && (
        <Part title={T.clinicUi.stations.vitals}>
          <DocumentLines lines={vitals} pairsOnPaper={2} />
        </Part>
      )}
      {summary.flags.length > 0 && (
        <Part title={T.clinicSummary.toNote}>
          <ul className="flex flex-wrap gap-1">
            {summary.flags.map((flag) => (
              <li key={flag} className="badge badge-outline badge-warning h-auto py-0.5">
                {flagNames[flag] ?? flag}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {summary.diagnoses.length > 0 && (
        <Part title={T.clinicUi.diagnoses}>
          <DiagnosisItems diagnoses={summary.diagnoses} />
        </Part>
      )}
      {summary.prescriptions.length > 0 && (
        <Part title={T.clinicUi.prescriptions}>
          <ul className="space-y-1">
            {summary.prescriptions.map((p, i) => (
              <li key={i} className="break-words">
                <p dir="auto" className="font-semibold">
                  {p.medicine}
                </p>
                <p>
                  <bdi>{p.dose}</bdi> · <bdi>{p.frequency}</bdi> · {T.clinicUi.days}: {format.number(p.days)}
                </p>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {summary.advice && (
        <Part title={T.clinicUi.advice}>
          <TypedText text={summary.advice} />
        </Part>
      )}
      {summary.nextStep && (
        <Part title={T.clinicSummary.nextStep}>
          <TypedText text={summary.nextStep} />
        </Part>
      )}
      <footer className="space-y-0.5 border-t border-base-300 pt-3 text-sm">
        <p>{T.clinicSummary.signedBy(summary.signedBy, format.moment(summary.signedAt))}</p>
        <p className="text-base-content/70">{T.clinicSummary.recordCode(summary.digest.slice(0, 12))}</p>
      </footer>
    </article>
  );
}
