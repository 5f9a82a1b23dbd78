import { CLINIC_LIMITS, type Medicine, medicineLabel } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "../../i18n/messages";
import { EMPTY_PRESCRIPTION, type PrescriptionRow } from "./consultation-draft";

const COLUMNS = ["medicine", "dose", "frequency", "days"] as const;

/**
 * The prescription: one row per medicine (medicine, dose, frequency, days); rows can be added and removed. The
 * medicine is found on the camp's list as it is typed (a datalist of its labels, "Amlodipine 5 mg").
 */
export function PrescriptionRows({
  rows,
  onChange,
  medicines,
  errors = {},
  disabled = false,
}: {
  rows: PrescriptionRow[];
  onChange: (rows: PrescriptionRow[]) => void;
  /** The camp's medicines; undefined while they are not here. */
  medicines?: readonly Medicine[];
  /** A row's problem with its medicine (not on the list), by row. */
  errors?: Record<number, string>;
  disabled?: boolean;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const set = (index: number, patch: Partial<PrescriptionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listed = !disabled && medicines !== undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="pb-1 text-sm font-medium">{text.prescriptions}</legend>
      {listed && (
        <>
          <p id={`${id}-hint`} className="text-sm text-base-content/70">
            {MESSAGES.clinicLists.medicineHint}
          </p>
          <datalist id={`${id}-medicines`}>
            {medicines.map((m) => (
              <option key={medicineLabel(m)} value={medicineLabel(m)} />
            ))}
          </datalist>
        </>
      )}
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-2 gap-2 rounded-box border border-base-300 p-2 sm:grid-cols-5">
          {COLUMNS.map((column) => {
            const inputId = `${id}-${index}-${column}`;
            const error = column === "medicine" ? errors[index] : undefined;
            const described = [
              column === "medicine" && listed ? `${id}-hint` : undefined,
              error ? `${inputId}-error` : undefined,
            ].filter(Boolean);
            return (
              <div key={column} className={`min-w-0 ${column === "medicine" ? "col-span-2 sm:col-span-1" : ""}`}>
                <label htmlFor={inputId} className="text-xs font-medium">
                  {text[column]}
                </label>
                <input
                  id={inputId}
                  className="input input-bordered input-sm w-full"
                  dir="auto"
                  inputMode={column === "days" ? "numeric" : undefined}
                  list={column === "medicine" && listed ? `${id}-medicines` : undefined}
                  autoComplete={column === "medicine" ? "off" : undefined}
                  value={row[column]}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described.length > 0 ? described.join(" ") : undefined}
                  onChange={(e) => set(index, { [column]: e.target.value })}
                />
                {error && (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
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
