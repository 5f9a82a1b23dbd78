import type { RegisterVisitAnswer } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { MESSAGES } from "../../i18n/messages";
import { PersonLine } from "./person-line";

/** The day's token, big, for the person registered; and the possible duplicates the server found, as a warning. */
export function TokenCard({ name, answer, onNext }: { name: string; answer: RegisterVisitAnswer; onNext: () => void }) {
  const text = MESSAGES.clinicUi;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body items-center gap-3 text-center">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-medium">
          {text.tokenFor(name)}
        </h2>
        <p className="text-7xl font-bold tabular-nums" aria-label={`${text.token} ${answer.token}`}>
          {answer.token}
        </p>
        {answer.possibleDuplicates.length > 0 && (
          <div role="alert" className="alert alert-warning flex-col items-start text-start">
            <p>{text.possibleDuplicates}</p>
            <ul className="space-y-1">
              {answer.possibleDuplicates.map((person) => (
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
