import type { InputHTMLAttributes } from "react";
import type { FieldError } from "react-hook-form";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: FieldError };

/** A labelled input whose error text is announced and linked with aria-describedby. */
export function FormField({ id, label, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1 text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input input-bordered w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error?.message && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
