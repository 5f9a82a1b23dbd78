import { useId } from "react";
import type { AllCampsSort } from "./all-camps-first-view";

const TEXT = {
  sortBy: "Sort by",
  newest: "Newest",
  soonest: "Soonest first",
} as const;

const SORTS: ReadonlyArray<{ value: AllCampsSort; label: string }> = [
  { value: "", label: TEXT.newest },
  // The API puts camps without dates last.
  { value: "startsAt", label: TEXT.soonest },
];

/** The order of All Camps: newest first (the default, as the spec lists camps) or soonest start first. */
export function SortSelect({ value, onChange }: { value: AllCampsSort; onChange: (sort: AllCampsSort) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-sort`} className="label pb-1 text-sm font-medium">
        {TEXT.sortBy}
      </label>
      <select
        id={`${id}-sort`}
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
