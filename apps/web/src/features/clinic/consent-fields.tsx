import type { Consent } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "../../i18n/messages";

/** The three consents the desk records with every registration; consent to care is required. */
export function ConsentFields({
  consent,
  problem,
  onChange,
}: {
  consent: Consent;
  /** The consent to care still missing. */
  problem?: string;
  onChange: (consent: Consent) => void;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  return (
    <fieldset className="space-y-2" aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="pb-1 text-sm font-medium">{text.consent}</legend>
      {(
        [
          ["care", text.consentCare],
          ["followUp", text.consentFollowUp],
          ["keep", text.consentKeep],
        ] as const
      ).map(([key, label]) => (
        <label key={key} className="flex cursor-pointer items-start gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary mt-0.5"
            checked={consent[key]}
            onChange={(e) => onChange({ ...consent, [key]: e.target.checked })}
          />
          <span>{label}</span>
        </label>
      ))}
      {/* An alert: at the list the desk pressed a camper's Register below it, not this fieldset. */}
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
