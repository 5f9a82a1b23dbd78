import { STATION_KINDS, type StationKind } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { putStations } from "../clinic-lists-api";
import { clinicListKeys } from "../use-clinic-lists";
import type { Draft } from "./list-drafts";
import { ListCard } from "./list-card";
import { RowControls } from "./row-controls";
import { useListEditor } from "./use-list-editor";

const isDefault = (stations: readonly StationKind[]) =>
  stations.length === STATION_KINDS.length && stations.every((s, i) => s === STATION_KINDS[i]);

/** Where an added station goes: registration first, any other after the stations that come before it by default. */
function placeOf(station: StationKind, drafts: readonly Draft<StationKind>[]) {
  if (station === "registration") return 0;
  const earlier = STATION_KINDS.slice(0, STATION_KINDS.indexOf(station));
  return drafts.reduce((at, draft, i) => (earlier.includes(draft.item) ? i + 1 : at), 0);
}

/**
 * The camp's stations in order: moved with buttons, removed, added from the ones it lacks. The controls keep the
 * server's rules (each station once, registration first, at least one); a station left out while people wait there
 * is refused (409 STATION_IN_USE), said above the form.
 */
export function StationsEditor({ mealId, stations }: { mealId: string; stations: readonly StationKind[] }) {
  const queryClient = useQueryClient();
  const text = MESSAGES.clinicLists;
  const names = MESSAGES.clinicUi.stations;
  const editor = useListEditor<StationKind>({
    saved: stations,
    list: "stations",
    nameOf: (station) => names[station],
    check: () => ({}),
    send: async (list) => {
      const saved = await putStations(mealId, list);
      queryClient.setQueryData(clinicListKeys.stations(mealId), saved);
      return saved.stations;
    },
    defaults: [...STATION_KINDS],
    savedText: text.stationsSaved,
  });
  const { drafts } = editor;
  const missing = STATION_KINDS.filter((s) => !drafts.some((d) => d.item === s));
  const [toAdd, setToAdd] = useState<StationKind | "">("");
  const adding = toAdd !== "" && missing.includes(toAdd) ? toAdd : "";
  const pinned = (index: number) => drafts[index]?.item === "registration";

  return (
    <ListCard
      title={text.stations}
      intro={text.stationsIntro}
      custom={!isDefault(stations)}
      editor={editor}
      saveLabel={text.saveStations}
    >
      <ol className="list-decimal space-y-2 ps-6">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="ps-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {/* Focused when added (tabIndex -1: reachable by script only), so the reader hears where it went. */}
              <span id={`${editor.rowId(draft)}-name`} tabIndex={-1} className="font-medium break-words">
                {names[draft.item]}
              </span>
              <RowControls
                rowId={editor.rowId(draft)}
                name={names[draft.item]}
                canMoveUp={index > 0 && !pinned(index) && !(index === 1 && pinned(0))}
                canMoveDown={!pinned(index) && index < drafts.length - 1}
                canRemove={drafts.length > 1}
                onMove={(step) => editor.move(index, step)}
                onRemove={() => editor.remove(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      {missing.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="form-control min-w-0">
            <label htmlFor={`${editor.prefix}-to-add`} className="label pb-1 text-sm font-medium whitespace-normal">
              {text.stationToAdd}
            </label>
            <select
              id={`${editor.prefix}-to-add`}
              className="select select-bordered select-sm"
              value={adding}
              onChange={(e) => setToAdd(e.target.value as StationKind)}
            >
              <option value="">{MESSAGES.staffAdmin.chooseCamp}</option>
              {missing.map((station) => (
                <option key={station} value={station}>
                  {names[station]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            id={`${editor.prefix}-add`}
            className="btn btn-outline btn-sm"
            disabled={adding === ""}
            onClick={() => {
              if (adding === "") return;
              editor.add(adding, placeOf(adding, drafts));
              setToAdd("");
            }}
          >
            {text.addStation}
          </button>
        </div>
      )}
    </ListCard>
  );
}
