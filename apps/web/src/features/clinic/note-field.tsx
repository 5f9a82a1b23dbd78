import { CLINIC_LIMITS } from "@medcamp/contract";
import { useId } from "react";

/** A labelled free-text field of a section (encrypted at rest by the server). */
export function NoteField({
  label,
  value,
  onChange,
  readOnly = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className="form-control">
      <label htmlFor={id} className="label pb-1 text-sm font-medium whitespace-normal">
        {label}
      </label>
      <textarea
        id={id}
        dir="auto"
        className="textarea textarea-bordered w-full"
        rows={2}
        maxLength={CLINIC_LIMITS.note}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
