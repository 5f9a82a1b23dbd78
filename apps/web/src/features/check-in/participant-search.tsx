import { type Roster } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId, useState } from "react";
import type { QueuedCheckIn } from "./check-in-store";
import { queuedFor, searchRoster } from "./roster-view";

type Props = { roster: Roster; queue: QueuedCheckIn[]; onScan: (code: string) => void };

/** Finding someone without their ticket: a short list over the roster on the device, each with its own button. */
export function ParticipantSearch({ roster, queue, onScan }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const { matches, total } = searchRoster(roster, text);
  const searching = text.trim() !== "";

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {MESSAGES.checkIn.search}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="input input-lg w-full"
        autoComplete="off"
        spellCheck={false}
      />
      {searching && total === 0 && <p className="text-base-content/70">{MESSAGES.checkIn.searchNone}</p>}
      {total > matches.length && (
        <p className="text-sm text-base-content/70">{MESSAGES.checkIn.searchMore(matches.length, total)}</p>
      )}
      {matches.length > 0 && (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {matches.map((person) => {
            const mark = person.checkIn
              ? { text: MESSAGES.checkIn.markCheckedIn, style: "badge-success" }
              : queuedFor(queue, person.code)
                ? { text: MESSAGES.checkIn.markWaiting, style: "badge-warning" }
                : null;
            return (
              <li key={person.requestId} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{person.name}</p>
                  <p className="text-sm break-all text-base-content/70">
                    <bdi>{person.email}</bdi>
                  </p>
                  {mark && <span className={`badge mt-1 ${mark.style}`}>{mark.text}</span>}
                </div>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={MESSAGES.checkIn.checkInPerson(person.name)}
                  onClick={() => onScan(person.code)}
                >
                  {MESSAGES.checkIn.checkInAction}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
