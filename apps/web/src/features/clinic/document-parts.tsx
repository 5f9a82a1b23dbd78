import type { MessageCatalog, Sex } from "@medcamp/contract";
import type { ReactNode } from "react";

// The parts a printed clinic document is made of — the visit summary (issue 39) and the referral slip (issue 40):
// each made to fit one A5 page and a phone screen alike.

/** A titled part; `className` is what the document's print stylesheet keeps on one page ("summary-part"). */
export function DocumentPart({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={`${className} space-y-1`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Label and value lines; a value typed in Latin letters (units) keeps its left-to-right order. With `pairsOnPaper`
 * 2, short lines sit two to a row on paper, so a usual document fits one A5 page.
 */
export function DocumentLines({ lines, pairsOnPaper = 1 }: { lines: [string, ReactNode][]; pairsOnPaper?: 1 | 2 }) {
  const columns = pairsOnPaper === 2 ? "print:grid-cols-[auto_1fr_auto_1fr]" : "";
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 ${columns}`}>
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="min-w-0 break-words">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Free text a clinician typed: in whatever language and direction it was written. */
export function TypedText({ text }: { text: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {text}
    </p>
  );
}

/** Diagnoses as named in the document's language, each with its code and the clinician's words. */
export function DiagnosisItems({
  diagnoses,
}: {
  diagnoses: readonly { code: string | null; name: string | null; text: string | null }[];
}) {
  return (
    <ul className="list-disc space-y-1 ps-5">
      {diagnoses.map((d, i) => (
        <li key={i} className="break-words">
          {d.name}
          {d.name && d.code && " "}
          {d.code && <bdi className="text-base-content/70">({d.code})</bdi>}
          {d.text && <TypedText text={d.text} />}
        </li>
      ))}
    </ul>
  );
}

/** The person's age and sex (each when known) as lines, in the document's texts `T`. */
export function personLines(
  person: { ageYears: number | null; sex: Sex | null },
  T: MessageCatalog,
): [string, ReactNode][] {
  const sexName = { female: T.clinicUi.female, male: T.clinicUi.male, other: T.clinicUi.otherSex };
  const lines: [string, ReactNode][] = [];
  if (person.ageYears !== null) lines.push([T.clinicUi.age, T.clinicUi.ageYears(person.ageYears)]);
  if (person.sex) lines.push([T.clinicUi.sex, sexName[person.sex]]);
  return lines;
}
