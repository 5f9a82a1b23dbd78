import type { Contact, ContactChannel } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { notify } from "../../../lib/toast";
import { errorText } from "../account/error-text";
import { chooseChannel, useContactChange } from "./api/contact";

/**
 * E-mail, SMS or both (and WhatsApp where the server offers it), saved with a button (arrowing through the choices
 * saves nothing). All but e-mail are disabled, with the reason beside them, until the number is verified and has not
 * answered STOP.
 */
export function ChannelForm({ email, contact }: { email: string; contact: Contact }) {
  const t = MESSAGES.contact;
  const id = useId();
  // What the person picked and has not saved yet; otherwise the saved choice (one made elsewhere included) shows.
  const [picked, setPicked] = useState<ContactChannel | null>(null);
  const choice = picked ?? contact.channel;
  const [error, setError] = useState<string>();
  const save = useContactChange(email, chooseChannel);
  const textsAllowed = contact.phoneVerified && !contact.optedOut;
  const reasonId = `${id}-reason`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync(choice);
    } catch (refusal) {
      setError(errorText(refusal));
      return;
    }
    setPicked(null);
    notify.success(t.choiceSaved);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="pb-2 text-sm font-medium">{t.channelLegend}</legend>
        <div className="flex flex-col gap-2">
          {contact.channels.map((channel) => {
            const disabled = channel !== "email" && !textsAllowed;
            return (
              <label
                key={channel}
                className={`flex items-center gap-3 ${disabled ? "cursor-not-allowed opacity-70" : "cursor-pointer"}`}
              >
                <input
                  type="radio"
                  className="radio radio-primary"
                  name={`${id}-channel`}
                  value={channel}
                  checked={choice === channel}
                  disabled={disabled}
                  aria-describedby={disabled ? reasonId : undefined}
                  onChange={() => setPicked(channel)}
                />
                {t.channels[channel]}
              </label>
            );
          })}
        </div>
        {!textsAllowed && (
          <p id={reasonId} className="mt-2 text-sm text-base-content/70">
            {contact.optedOut ? MESSAGES.sms.optedOut : t.needsVerified}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-error">
            {error}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={save.isPending}>{t.saveChoice}</SubmitButton>
    </form>
  );
}
