import type { StationKind } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "../../i18n/messages";
import { type ClinicRole } from "./station-roles";

/** The stations the role works at, in the camp's order; the chosen one is kept in the URL by the page. */
export function StationPicker({
  role,
  stations,
  station,
  onChoose,
}: {
  role: ClinicRole;
  stations: readonly StationKind[];
  station: StationKind;
  onChoose: (station: StationKind) => void;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="form-control w-full max-w-xs">
        <label htmlFor={id} className="label pb-1 text-sm font-medium whitespace-normal">
          {text.station}
        </label>
        <select
          id={id}
          className="select select-bordered w-full"
          value={station}
          onChange={(e) => onChoose(e.target.value as StationKind)}
        >
          {stations.map((s) => (
            <option key={s} value={s}>
              {text.stations[s]}
            </option>
          ))}
        </select>
      </div>
      <p className="badge badge-outline badge-lg">
        {text.yourRole(role === "admin" ? MESSAGES.adminCommon.admin : text.roles[role])}
      </p>
    </div>
  );
}
