import { SMS_LIMITS } from "@medcamp/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PhoneFields, type PhoneValue } from "../../../components/form/phone-fields";
import { SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { countryOfNumber } from "../../../lib/phone-countries";
import { notify } from "../../../lib/toast";
import { errorText } from "../account/error-text";
import { sendPhoneCode, useContactChange } from "./api/contact";

type Props = {
  email: string;
  /** The number held now (being changed), else null. */
  current: string | null;
  takeFocus: boolean;
  onSent: () => void;
  /** Leaves the number as it was; absent while there is none. */
  onCancel?: () => void;
};

/**
 * A new mobile number: stored unverified and texted a code. A refusal (not a number, opted out, a code asked for
 * too soon or too often) is shown under the number, which keeps what was typed.
 */
export function PhoneForm({ email, current, takeFocus, onSent, onCancel }: Props) {
  const t = MESSAGES.contact;
  const id = useId();
  const [value, setValue] = useState<PhoneValue>({ phone: "", country: countryOfNumber(current) });
  const [error, setError] = useState<string>();
  const send = useContactChange(email, sendPhoneCode);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (takeFocus) phoneRef.current?.focus();
  }, [takeFocus]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phone = value.phone.trim();
    if (phone === "") {
      setError(t.phoneRequired);
      phoneRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync({ phone, phoneCountry: value.country });
    } catch (refusal) {
      setError(errorText(refusal));
      phoneRef.current?.focus();
      return;
    }
    notify.success(t.codeSent);
    onSent();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t.phoneLabel}>
      <PhoneFields
        id={id}
        label={t.phoneLabel}
        value={value}
        onChange={setValue}
        maxLength={SMS_LIMITS.phone}
        autoComplete="tel-national"
        hint={t.phoneHint}
        error={error}
        phoneRef={phoneRef}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={send.isPending}>{t.sendCode}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={send.isPending}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
