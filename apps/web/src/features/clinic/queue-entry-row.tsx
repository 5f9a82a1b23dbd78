import type { StationKind } from "@medcamp/contract";
import { useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { type ShownEntry, shownToken } from "./device-view";
import { FlagBadges } from "./flag-badges";
import { stationAfter, type StationOrder, stationsBefore } from "./station-order";

export type MoveTo = StationKind | "next";

const minutesSince = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));

/** One waiting visit: token, name, time waited, flags; open it or move it on, skip it or send it back. */
export function QueueEntryRow({
  entry,
  station,
  order,
  now,
  busy,
  onOpen,
  onMove,
}: {
  entry: ShownEntry;
  station: StationKind;
  /** The camp's stations in its order: where "Skip" and "Send back to" go. */
  order?: StationOrder;
  now: number;
  busy: boolean;
  onOpen: () => void;
  onMove: (to: MoveTo) => void;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const earlier = stationsBefore(station, order);
  const after = stationAfter(station, order);
  const [back, setBack] = useState<StationKind | "">("");
  return (
    <li className="space-y-2 rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-2xl font-bold tabular-nums">{shownToken(entry)}</span>
        <span className="min-w-0 flex-1 font-medium break-words">
          <bdi>{entry.name}</bdi>
          {entry.ageYears !== null && (
            <span className="ms-2 text-sm font-normal text-base-content/70">{text.ageYears(entry.ageYears)}</span>
          )}
        </span>
        {entry.state === "called" && <span className="badge badge-info">{text.calledState}</span>}
        <span className="text-sm text-base-content/70">{text.waited(minutesSince(entry.since, now))}</span>
      </div>
      <FlagBadges flags={entry.flags} />
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-label={text.openOf(shownToken(entry))}
          onClick={onOpen}
        >
          {text.open}
        </button>
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onMove("next")}>
          {text.moveNext}
        </button>
        {after && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onMove(after)}>
            {text.skip}
          </button>
        )}
        {earlier.length > 0 && (
          <span className="flex items-end gap-1">
            <label htmlFor={`${id}-back`} className="sr-only">
              {text.sendBackTo}
            </label>
            <select
              id={`${id}-back`}
              className="select select-bordered select-sm"
              value={back}
              onChange={(e) => setBack(e.target.value as StationKind)}
            >
              <option value="">{text.sendBackTo}</option>
              {earlier.map((s) => (
                <option key={s} value={s}>
                  {text.stations[s]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy || back === ""}
              onClick={() => back && onMove(back)}
            >
              {text.sendBack}
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
