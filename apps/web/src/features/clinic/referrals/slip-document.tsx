import {
  localeDirection,
  type MessageCatalog,
  referralCode,
  type ReferralSlip,
  summaryFormats,
  vitalLines,
} from "@medcamp/contract";
import type { ReactNode } from "react";
import { QrImage } from "../../../components/media/qr-image";
import { DiagnosisItems, DocumentLines, DocumentPart, personLines, TypedText } from "../document-parts";

type Texts = MessageCatalog;

/** A part of the slip: kept on one page in print (slip-print.css). */
const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <DocumentPart title={title} className="slip-part">
    {children}
  </DocumentPart>
);

/** The slip's lines sit two to a row on paper. */
const Lines = ({ lines }: { lines: [string, ReactNode][] }) => <DocumentLines lines={lines} pairsOnPaper={2} />;

/**
 * A referral slip as it prints (issue 40), in `texts` — the clinic's texts in the person's language — and that
 * language's direction: the camp, the days, the urgency, the person, the facility and department, the reason, the
 * findings, diagnoses and vitals as they were when issued, the referring clinician, and (`confirmUrl`) the QR code of
 * the facility's confirmation link. The facility's page shows the same without the code. Fits one A5 page
 * (slip-print.css) and a phone screen alike.
 */
export function SlipDocument({
  slip,
  texts: T,
  confirmUrl,
}: {
  slip: ReferralSlip;
  texts: Texts;
  confirmUrl?: string;
}) {
  const R = T.clinicReferrals;
  const format = summaryFormats(slip.locale);
  const { person, facility } = slip;
  const about: [string, ReactNode][] = [
    [R.code, <bdi dir="ltr">{referralCode(slip.referralId)}</bdi>],
    [R.camp, slip.camp.title],
    [R.issuedOn, format.day(slip.issuedOn)],
    [R.dueOn, format.day(slip.dueOn)],
    [R.urgency, R.urgencies[slip.urgency]],
    ...personLines(person, T),
  ];
  if (person.phone) about.push([R.phone, <span dir="ltr">{person.phone}</span>]);
  const vitals = vitalLines(slip, T, format.number);

  return (
    <article
      data-referral-slip
      lang={slip.locale}
      dir={localeDirection(slip.locale)}
      aria-labelledby="referral-slip-heading"
      className="space-y-4 rounded-box bg-base-100 p-4 ring-1 ring-base-300 sm:p-6"
    >
      <header className="space-y-2 border-b border-base-300 pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="referral-slip-heading" className="text-2xl font-bold">
            {R.slipTitle}
          </h1>
          {slip.urgency !== "routine" && (
            <span className={`badge ${slip.urgency === "urgent" ? "badge-error" : "badge-warning"}`}>
              {R.urgencies[slip.urgency]}
            </span>
          )}
          <span className="ms-auto text-sm text-base-content/70">MedCamp</span>
        </div>
        <p className="text-xl font-semibold break-words">{person.name}</p>
        <Lines lines={about} />
      </header>
      <Part title={R.referredTo}>
        <p className="font-semibold break-words" dir="auto">
          {facility.name}
        </p>
        <Lines
          lines={[
            [R.department, slip.department],
            [R.address, facility.address],
            [R.phone, <span dir="ltr">{facility.phone}</span>],
          ]}
        />
      </Part>
      <Part title={R.reason}>
        <TypedText text={slip.reason} />
        {slip.notes && <TypedText text={slip.notes} />}
      </Part>
      {slip.findings && (
        <Part title={R.findings}>
          <TypedText text={slip.findings} />
        </Part>
      )}
      {slip.diagnoses.length > 0 && (
        <Part title={R.diagnoses}>
          <DiagnosisItems diagnoses={slip.diagnoses} />
        </Part>
      )}
      {vitals.length > 0 && (
        <Part title={R.vitals}>
          <Lines lines={vitals} />
        </Part>
      )}
      <footer className="space-y-2 border-t border-base-300 pt-3 text-sm">
        <p>{R.referredBy(slip.referredBy)}</p>
        {confirmUrl && (
          <div className="slip-part flex flex-wrap items-center gap-3">
            <div className="w-32 shrink-0 print:w-24">
              <QrImage value={confirmUrl} alt={R.qrAlt} failed={R.qrFailed} size={128} />
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <p>{R.scanToConfirm}</p>
              <p dir="ltr" className="font-mono text-xs break-all">
                {confirmUrl}
              </p>
            </div>
          </div>
        )}
      </footer>
    </article>
  );
}
