import { type StationKind, VITALS, type VitalKey } from "@medcamp/contract";
import type { ReactNode } from "react";
import { MESSAGES } from "../../i18n/messages";

type Data = Record<string, unknown>;
const list = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);
const str = (value: unknown) => (value === undefined || value === null ? "" : String(value));
/** A screening result in the reader's words: positive and negative are the catalogue's, numbers and text as written. */
const resultText = (value: unknown) =>
  value === "positive" || value === "negative" ? MESSAGES.clinicLists[value] : str(value);

function Pairs({ pairs }: { pairs: [string, ReactNode][] }) {
  const shown = pairs.filter(([, value]) => value !== "" && value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd dir="auto" className="min-w-0 whitespace-pre-wrap break-words">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function sectionPairs(station: StationKind, data: Data): [string, ReactNode][] {
  const text = MESSAGES.clinicUi;
  switch (station) {
    case "vitals":
      return (Object.keys(VITALS) as VitalKey[])
        .filter((key) => typeof data[key] === "number")
        .map((key) => [text.vitals[key], `${str(data[key])} ${VITALS[key].unit}`]);
    case "screening":
      return list(data.results).map((r) => [str(r.test), `${resultText(r.value)} ${str(r.unit)}`.trim()]);
    case "consultation":
      return [
        [text.complaints, str(data.complaints)],
        [text.findings, str(data.findings)],
        [
          text.diagnoses,
          list(data.diagnoses)
            .map((d) => [str(d.code), str(d.text)].filter(Boolean).join(" "))
            .join("; "),
        ],
        [text.plan, str(data.plan)],
        [text.advice, str(data.advice)],
        [
          text.prescriptions,
          list(data.prescriptions)
            .map((p) => `${str(p.medicine)} ${str(p.dose)}, ${str(p.frequency)}, ${str(p.days)} × ${text.days}`)
            .join("\n"),
        ],
      ];
    case "pharmacy":
    case "counselling":
      return [[text.notes, str(data.notes)]];
    default:
      return [];
  }
}

/** A section another station wrote, read-only, as the reader's role may see it. */
export function SectionView({ station, data }: { station: StationKind; data: Data }) {
  return (
    <section aria-label={MESSAGES.clinicUi.stations[station]} className="space-y-1">
      <h3 className="font-semibold">{MESSAGES.clinicUi.stations[station]}</h3>
      <Pairs pairs={sectionPairs(station, data)} />
    </section>
  );
}
