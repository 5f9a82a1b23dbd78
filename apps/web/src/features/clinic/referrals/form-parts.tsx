import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** What ties a control to its label and its problem: give it to the input, select or textarea. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled control of the referral forms with its problem under it (announced with the control). `control` draws
 * the control from the props that tie it, and whether it is in error (for its error style).
 */
export function LabelledField({
  id,
  label,
  error,
  className = "",
  control,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  control: (props: ControlProps, invalid: boolean) => ReactNode;
}) {
  const props: ControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className={`form-control min-w-0 ${className}`}>
      <label htmlFor={id} className="label pb-1 text-sm font-medium whitespace-normal">
        {label}
      </label>
      {control(props, Boolean(error))}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One choice of several as radio buttons under a legend, with the group's problem under them. */
export function RadioChoices<V extends string>({
  id,
  legend,
  values,
  labelOf,
  registration,
  error,
}: {
  id: string;
  legend: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset
      className="min-w-0"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="pb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {values.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2">
            <input type="radio" className="radio radio-sm" value={value} {...registration} />
            <span>{labelOf(value)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A form field's id, label, what react-hook-form registered for it and its problem. */
interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A labelled free-text field (a reason, a note): in whatever language and direction it is typed. */
export function TextAreaField({
  id,
  label,
  rows,
  maxLength,
  registration,
  error,
}: FieldProps & { rows: number; maxLength: number }) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      control={(props, invalid) => (
        <textarea
          {...props}
          className={`textarea textarea-bordered w-full ${invalid ? "textarea-error" : ""}`}
          dir="auto"
          rows={rows}
          maxLength={maxLength}
          {...registration}
        />
      )}
    />
  );
}

/** A labelled day (YYYY-MM-DD) between `min` and `max`. */
export function DateField({ id, label, min, max, registration, error }: FieldProps & { min?: string; max?: string }) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      className="max-w-xs"
      control={(props, invalid) => (
        <input
          {...props}
          type="date"
          className={`input input-bordered w-full ${invalid ? "input-error" : ""}`}
          min={min}
          max={max}
          {...registration}
        />
      )}
    />
  );
}
