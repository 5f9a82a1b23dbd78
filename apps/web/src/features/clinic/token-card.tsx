import type { Person } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { QrImage } from "../../components/media/qr-image";
import { MESSAGES } from "../../i18n/messages";
import { PersonLine } from "./person-line";

/** What the desk tells the person registered: the camp's token, or with no network this phone's provisional one. */
export type TokenShown =
  | { name: string; token: number; possibleDuplicates: Person[]; phoneDropped: boolean }
  | { name: string; provisional: string };

/**
 * The day's token, big and as a QR code (photographed or shown at the next station), for the person registered; and
 * the possible duplicates the server found, as a warning.
 */
export function TokenCard({ shown, onNext }: { shown: TokenShown; onNext: () => void }) {
  const text = MESSAGES.clinicUi;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onPhone = "provisional" in shown;
  const token = onPhone ? shown.provisional : shown.token;
  const label = onPhone ? text.phoneToken : text.token;
  return (
    <div className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body items-center gap-3 text-center">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-medium">
          {text.tokenFor(shown.name)}
        </h2>
        {onPhone && <p className="font-medium">{text.phoneToken}</p>}
        <p className="text-7xl font-bold tabular-nums" aria-label={`${label} ${token}`}>
          {token}
        </p>
        <QrImage value={String(token)} alt={text.tokenQrAlt(String(token))} failed={text.tokenQrFailed} size={160} />
        {onPhone && <p className="alert alert-warning">{text.phoneTokenNote}</p>}
        {!onPhone && shown.phoneDropped && <p className="alert alert-warning">{text.phoneDropped(shown.name)}</p>}
        {!onPhone && shown.possibleDuplicates.length > 0 && (
          <div role="alert" className="alert alert-warning flex-col items-start text-start">
            <p>{text.possibleDuplicates}</p>
            <ul className="space-y-1">
              {shown.possibleDuplicates.map((person) => (
                <li key={person.id}>
                  <PersonLine person={person} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <button type="button" className="btn btn-primary" onClick={onNext}>
          {text.registerNext}
        </button>
      </div>
    </div>
  );
}
