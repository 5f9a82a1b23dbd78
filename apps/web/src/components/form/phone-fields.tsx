import type { Ref } from "react";
import { MESSAGES } from "../../i18n/messages";
import { PHONE_COUNTRIES } from "../../lib/phone-countries";

export type PhoneValue = { phone: string; country: string };

type Props = {
  /** The ids of the inputs start with it: `{id}-country`, `{id}-phone`. */
  id: string;
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  maxLength: number;
  /** "off" where the number is someone else's (the clinic desk), "tel-national" for one's own. */
  autoComplete: string;
  /** Shown under the number and linked to it. */
  error?: string;
  /** A hint under the number, linked to it. */
  hint?: string;
  disabled?: boolean;
  phoneRef?: Ref<HTMLInputElement>;
};

/**
 * A phone number as the server takes it (ADR 027): international (+880…) in the number field, or national with the
 * country chosen beside it. The country select is labelled apart (a label never wraps a select).
 */
export function PhoneFields({
  id,
  label,
  value,
  onChange,
  maxLength,
  autoComplete,
  error,
  hint,
  disabled,
  phoneRef,
}: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-3">
      <div className="form-control">
        <label htmlFor={`${id}-country`} className="label pb-1 text-sm font-medium whitespace-normal">
          {MESSAGES.schedule.countryLabel}
        </label>
        <select
          id={`${id}-country`}
          className="select select-bordered"
          value={value.country}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, country: e.target.value })}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.code} ${c.dial}`}
            </option>
          ))}
        </select>
      </div>
      <div className="form-control min-w-0">
        <label htmlFor={`${id}-phone`} className="label pb-1 text-sm font-medium whitespace-normal">
          {label}
        </label>
        <input
          id={`${id}-phone`}
          ref={phoneRef}
          type="tel"
          dir="ltr"
          className={`input input-bordered w-full ${error ? "input-error" : ""}`}
          value={value.phone}
          maxLength={maxLength}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange({ ...value, phone: e.target.value })}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="col-span-2 mt-1 text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="col-span-2 mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
