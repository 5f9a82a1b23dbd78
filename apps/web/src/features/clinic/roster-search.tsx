import { formatTicketCode, type Roster, type RosterEntry } from "@medcamp/contract";
import { useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { rosterMatches, useCampRoster } from "./camp-roster";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";

type Choose = (camper: RosterEntry) => void;

/**
 * The desk's "From the camp's list": the camp's seat-holders searched by name or ticket code, each with whether they
 * are checked in and a Register button (a camper becomes a patient with no retyping).
 */
export function RosterSearch({ mealId, disabled, onChoose }: { mealId: string; disabled: boolean; onChoose: Choose }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const roster = useCampRoster(mealId);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="label pb-0 text-sm font-medium whitespace-normal">
        {MESSAGES.clinicUi.rosterSearch}
      </label>
      <input
        id={id}
        type="search"
        className="input input-bordered w-full"
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
      {roster.data ? (
        <Matches roster={roster.data} typed={typed} disabled={disabled} onChoose={onChoose} />
      ) : roster.isError ? (
        <PageMessage text={MESSAGES.clinicUi.loadFailed} retry={() => void roster.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function Matches({
  roster,
  typed,
  disabled,
  onChoose,
}: {
  roster: Roster;
  typed: string;
  disabled: boolean;
  onChoose: Choose;
}) {
  const text = MESSAGES.clinicUi;
  if (roster.participants.length === 0) return <p role="status">{text.rosterEmpty}</p>;
  const { matches, total } = rosterMatches(roster, typed);
  const note =
    typed.trim() !== "" && total === 0
      ? text.rosterNone
      : total > matches.length
        ? text.rosterMore(matches.length, total)
        : null;
  return (
    <>
      <p role="status" className="text-sm text-base-content/70 empty:hidden">
        {note}
      </p>
      {matches.length > 0 && (
        <ul className="space-y-2">
          {matches.map((camper) => (
            <li
              key={camper.requestId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
            >
              <span className="flex min-w-0 flex-col items-start gap-1 break-words">
                <span className="font-medium">{camper.name}</span>
                <bdi dir="ltr" className="font-mono text-sm break-all text-base-content/70">
                  {formatTicketCode(camper.code)}
                </bdi>
                <span className={`badge badge-sm ${camper.checkIn ? "badge-success" : "badge-ghost"}`}>
                  {camper.checkIn ? text.checkedIn : text.notCheckedIn}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={disabled}
                aria-label={text.registerOf(camper.name)}
                onClick={() => onChoose(camper)}
              >
                {text.register}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
