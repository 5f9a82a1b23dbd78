import type { InputHTMLAttributes } from "react";
import type { FieldError } from "react-hook-form";
import { localizedEnglish } from "../../i18n/server-text";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: FieldError };

/** Inputs whose text is an address: read left to right in every language (an e-mail in an Arabic form too). */
const LEFT_TO_RIGHT_TYPES = new Set(["email", "url"]);

/** A labelled input whose error text is announced and linked with aria-describedby. */
export function FormField({ id, label, error, "aria-describedby": describedBy, ...input }: Props) {
  const errorId = `${id}-error`;
  // The field's own description (a rule under it) and its error are both read out.
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1 whitespace-normal text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input input-bordered w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        dir={LEFT_TO_RIGHT_TYPES.has(input.type ?? "") ? "ltr" : undefined}
        {...input}
        aria-describedby={described}
      />
      {error?.message && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {/* The shared schemas' messages are the catalogue's English: shown in the reader's language. */}
          {localizedEnglish(error.message)}
        </p>
      )}
    </div>
  );
}

/** A form's own error (not one field's): announced at once. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-error">
      {localizedEnglish(message)}
    </p>
  );
}

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  busy,
  children,
  className = "",
}: {
  busy: boolean;
  children: string;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
