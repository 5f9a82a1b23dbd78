import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { ALL_CAMPS_PARAMS, type AllCampsSort } from "./all-camps-first-view";

/** The sorts with their labels, read when shown (in the language being read). */
const sorts = (): ReadonlyArray<{ value: AllCampsSort; label: string }> => [
  { value: "", label: MESSAGES.schedule.newest },
  // The API puts camps without dates last.
  { value: "startsAt", label: MESSAGES.schedule.soonestFirst },
];

/** The order of All Camps: newest first (the default, as the spec lists camps) or soonest start first. */
export function SortSelect({ value, onChange }: { value: AllCampsSort; onChange: (sort: AllCampsSort) => void }) {
  const id = useId();
  const SORTS = sorts();
  return (
    <div>
      <label htmlFor={`${id}-sort`} className="label pb-1 whitespace-normal text-sm font-medium">
        {MESSAGES.schedule.sortBy}
      </label>
      <select
        id={`${id}-sort`}
        name={ALL_CAMPS_PARAMS.sort}
        className="select select-bordered"
        value={value}
        onChange={(e) => onChange(SORTS.find((s) => s.value === e.target.value)?.value ?? "")}
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
