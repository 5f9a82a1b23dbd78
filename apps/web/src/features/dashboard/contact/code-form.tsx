import { type Contact, SMS_LIMITS } from "@medcamp/contract";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { SubmitButton } from "../../../components/form/form-field";
import { formatMoment } from "../../../i18n/intl";
import { MESSAGES } from "../../../i18n/messages";
import { codeDigits } from "../../../lib/one-time-code";
import { notify } from "../../../lib/toast";
import { errorText } from "../account/error-text";
import { sendPhoneCode, useContactChange, verifyPhone } from "./api/contact";

type Props = {
  email: string;
  /** An unverified number. */
  contact: Contact;
  takeFocus: boolean;
  /** "Change number", shown with the form's buttons. */
  changeButton: ReactNode;
  onVerified: () => void;
};

/**
 * The six digits texted to the number, and a new code. A refusal (a wrong code with the tries left, an expired or
 * spent one, a new code asked for too soon) is shown under the field, which keeps what was typed.
 */
export function CodeForm({ email, contact, takeFocus, changeButton, onVerified }: Props) {
  const t = MESSAGES.contact;
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const verify = useContactChange(email, verifyPhone);
  const resend = useContactChange(email, sendPhoneCode);
  const codeRef = useRef<HTMLInputElement>(null);
  const busy = verify.isPending || resend.isPending;
  const phone = contact.phone ?? "";
  // Isolated, so "+880…" reads left to right inside an Arabic sentence too.
  const shownPhone = `\u2066${phone}\u2069`;

  useEffect(() => {
    if (takeFocus) codeRef.current?.focus();
  }, [takeFocus]);

  function refused(refusal: unknown) {
    setError(errorText(refusal));
    codeRef.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== SMS_LIMITS.codeDigits) return refused(new Error(t.codeFormat));
    setError(undefined);
    try {
      await verify.mutateAsync(code);
    } catch (refusal) {
      return refused(refusal);
    }
    notify.success(t.verifiedToast);
    onVerified();
  }

  async function onResend() {
    setError(undefined);
    try {
      await resend.mutateAsync({ phone });
    } catch (refusal) {
      return refused(refusal);
    }
    setCode("");
    notify.success(t.codeSent);
    codeRef.current?.focus();
  }

  const hint = contact.codeExpiresAt
    ? t.codeWaiting(shownPhone, formatMoment(contact.codeExpiresAt))
    : t.noCodeWaiting(shownPhone);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t.codeLabel}>
      <div className="form-control w-full">
        <label htmlFor={`${id}-code`} className="label pb-1 text-sm font-medium whitespace-normal">
          {t.codeLabel}
        </label>
        <input
          id={`${id}-code`}
          ref={codeRef}
          className={`input input-bordered w-full max-w-48 font-mono tracking-widest ${error ? "input-error" : ""}`}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
          onChange={(e) => setCode(codeDigits(e.target.value))}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-base-content/70">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={verify.isPending}>{t.verify}</SubmitButton>
        <button type="button" className="btn btn-outline" onClick={() => void onResend()} disabled={busy}>
          {resend.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.resend}
        </button>
        {changeButton}
      </div>
    </form>
  );
}
