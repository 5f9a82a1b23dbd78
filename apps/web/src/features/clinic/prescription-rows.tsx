import { CLINIC_LIMITS } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "../../i18n/messages";
import { EMPTY_PRESCRIPTION, type PrescriptionRow } from "./consultation-draft";

const COLUMNS = ["medicine", "dose", "frequency", "days"] as const;

/** The prescription: one row per medicine (medicine, dose, frequency, days); rows can be added and removed. */
export function PrescriptionRows({
  rows,
  onChange,
  disabled = false,
}: {
  rows: PrescriptionRow[];
  onChange: (rows: PrescriptionRow[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const set = (index: number, patch: Partial<PrescriptionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="pb-1 text-sm font-medium">{text.prescriptions}</legend>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-2 gap-2 rounded-box border border-base-300 p-2 sm:grid-cols-5">
          {COLUMNS.map((column) => (
            <div key={column} className={`min-w-0 ${column === "medicine" ? "col-span-2 sm:col-span-1" : ""}`}>
              <label htmlFor={`${id}-${index}-${column}`} className="text-xs font-medium">
                {text[column]}
              </label>
              <input
                id={`${id}-${index}-${column}`}
                className="input input-bordered input-sm w-full"
                dir="auto"
                inputMode={column === "days" ? "numeric" : undefined}
                value={row[column]}
                disabled={disabled}
                onChange={(e) => set(index, { [column]: e.target.value })}
              />
            </div>
          ))}
          {!disabled && (
            <button
              type="button"
              className="btn btn-ghost btn-sm self-end"
              aria-label={text.removeRowOf(index + 1)}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {MESSAGES.staffAdmin.remove}
            </button>
          )}
        </div>
      ))}
      {!disabled && rows.length < CLINIC_LIMITS.prescriptions && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onChange([...rows, EMPTY_PRESCRIPTION])}
        >
          {text.addPrescription}
        </button>
      )}
    </fieldset>
  );
}
