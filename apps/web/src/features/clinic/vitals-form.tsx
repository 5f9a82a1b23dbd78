import { computeBmi, GLUCOSE_UNITS, MEASURED_VITAL_KEYS, type MeasuredVitalKey, VITALS } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSectionSave } from "./use-section-save";

type Typed = Record<MeasuredVitalKey, string>;

const typedFrom = (saved: Record<string, unknown> | undefined): Typed =>
  Object.fromEntries(
    MEASURED_VITAL_KEYS.map((key) => [key, typeof saved?.[key] === "number" ? String(saved[key]) : ""]),
  ) as Typed;

/** A typed number: decimal commas read as points (phones in Bengali or Spanish may type them). */
const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed.trim().replace(",", ".")));

/** The vitals station's readings, each with its unit; BMI shown as computed; the server's refusal at its field. */
export function VitalsForm({ visitId, saved }: { visitId: string; saved?: Record<string, unknown> }) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const [typed, setTyped] = useState<Typed>(() => typedFrom(saved));
  const [glucoseUnit, setGlucoseUnit] = useState<string>(GLUCOSE_UNITS[0]);
  const save = useSectionSave(visitId, "vitals");
  const error = sectionError(save.error, MEASURED_VITAL_KEYS);

  const height = numberOf(typed.heightCm);
  const weight = numberOf(typed.weightKg);
  const bmi = height && weight ? computeBmi(height, weight) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data: Record<string, unknown> = {};
    for (const key of MEASURED_VITAL_KEYS) {
      const value = numberOf(typed[key]);
      if (value !== undefined) data[key] = Number.isNaN(value) ? typed[key] : value;
    }
    if (data.randomGlucoseMgDl !== undefined) data.glucoseUnit = glucoseUnit;
    save.mutate(data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        {MEASURED_VITAL_KEYS.map((key) => {
          const fieldError = error?.field === key ? error.text : undefined;
          const unit = key === "randomGlucoseMgDl" ? glucoseUnit : VITALS[key].unit;
          return (
            <div key={key} className="form-control min-w-0">
              <label htmlFor={`${id}-${key}`} className="label pb-1 text-sm font-medium whitespace-normal">
                {`${text.vitals[key]} (${unit})`}
              </label>
              <input
                id={`${id}-${key}`}
                className="input input-bordered w-full"
                inputMode="decimal"
                dir="ltr"
                value={typed[key]}
                aria-invalid={!!fieldError}
                aria-describedby={fieldError ? `${id}-${key}-error` : undefined}
                onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              />
              {fieldError && (
                <p id={`${id}-${key}-error`} role="alert" className="text-sm text-error">
                  {fieldError}
                </p>
              )}
            </div>
          );
        })}
        <div className="form-control min-w-0">
          <label htmlFor={`${id}-glucose-unit`} className="label pb-1 text-sm font-medium whitespace-normal">
            {`${text.vitals.randomGlucoseMgDl}: ${text.unit}`}
          </label>
          <select
            id={`${id}-glucose-unit`}
            className="select select-bordered w-full"
            value={glucoseUnit}
            onChange={(e) => setGlucoseUnit(e.target.value)}
          >
            {GLUCOSE_UNITS.map((unit) => (
              <option key={unit}>{unit}</option>
            ))}
          </select>
        </div>
      </div>
      <output className="block font-medium">
        {bmi !== undefined && Number.isFinite(bmi) ? text.bmiComputed(bmi.toFixed(1)) : ""}
      </output>
      <SaveBar save={save} formError={error && !error.field ? error.text : undefined} />
    </form>
  );
}
