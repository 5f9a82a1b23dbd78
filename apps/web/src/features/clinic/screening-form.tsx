import { CLINIC_LIMITS } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSectionSave } from "./use-section-save";

interface Row {
  test: string;
  result: string;
  unit: string;
}

const EMPTY_ROW: Row = { test: "", result: "", unit: "" };
const COLUMNS = ["test", "result", "unit"] as const;

const rowsFrom = (saved: Record<string, unknown> | undefined): Row[] => {
  const results = Array.isArray(saved?.results) ? (saved.results as Record<string, unknown>[]) : [];
  const rows = results.map((r) => ({
    test: String(r.test ?? ""),
    result: String(r.value ?? ""),
    unit: String(r.unit ?? ""),
  }));
  return rows.length > 0 ? rows : [EMPTY_ROW];
};

/** A result as sent: a number when it reads as one (decimal comma too), else the text (positive, negative, …). */
const resultValue = (typed: string): number | string => {
  const number = Number(typed.trim().replace(",", "."));
  return typed.trim() !== "" && Number.isFinite(number) ? number : typed.trim();
};

/** The screening tests: one row per test with its result and unit. */
export function ScreeningForm({ visitId, saved }: { visitId: string; saved?: Record<string, unknown> }) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const [rows, setRows] = useState<Row[]>(() => rowsFrom(saved));
  const save = useSectionSave(visitId, "screening");
  const error = sectionError(save.error, []);
  const set = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results = rows
      .filter((row) => row.test.trim() !== "" || row.result.trim() !== "")
      .map((row) => ({
        test: row.test.trim(),
        value: resultValue(row.result),
        ...(row.unit.trim() ? { unit: row.unit.trim() } : {}),
      }));
    save.mutate({ results });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid grid-cols-[1fr_1fr] gap-2 rounded-box border border-base-300 p-2 sm:grid-cols-4"
        >
          {COLUMNS.map((column) => (
            <div key={column} className={`min-w-0 ${column === "test" ? "col-span-2 sm:col-span-1" : ""}`}>
              <label htmlFor={`${id}-${index}-${column}`} className="text-xs font-medium">
                {text[column]}
              </label>
              <input
                id={`${id}-${index}-${column}`}
                className="input input-bordered input-sm w-full"
                dir="auto"
                inputMode={column === "result" ? "decimal" : undefined}
                value={row[column]}
                onChange={(e) => set(index, { [column]: e.target.value })}
              />
            </div>
          ))}
          <button
            type="button"
            className="btn btn-ghost btn-sm self-end"
            aria-label={text.removeRowOf(index + 1)}
            onClick={() => setRows(rows.filter((_, i) => i !== index))}
          >
            {MESSAGES.staffAdmin.remove}
          </button>
        </div>
      ))}
      {rows.length < CLINIC_LIMITS.screeningResults && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setRows([...rows, EMPTY_ROW])}>
          {text.addTest}
        </button>
      )}
      <SaveBar save={save} formError={error?.text} />
    </form>
  );
}
