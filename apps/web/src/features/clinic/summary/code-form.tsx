import { SMS_LIMITS } from "@medcamp/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { codeDigits } from "../../../lib/one-time-code";

/**
 * A one-time code's six digits, typed and sent: the staff's check of a person's number, and the person opening their
 * summary link. `send` answers the error to show at the field (a wrong or expired code), or nothing.
 */
export function CodeForm({
  label,
  submit,
  send,
}: {
  label: string;
  submit: string;
  send: (code: string) => Promise<string | undefined>;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const refuse = (text: string | undefined) => {
    setError(text);
    if (text) field.current?.focus();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== SMS_LIMITS.codeDigits) return refuse(MESSAGES.clinicSummaryLink.codeRequired);
    setBusy(true);
    refuse(await send(code).finally(() => setBusy(false)));
  };
  return (
    <form noValidate aria-label={submit} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        value={code}
        onChange={(e) => setCode(codeDigits(e.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        className={`input input-bordered w-full max-w-40 tracking-widest ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <SubmitButton busy={busy} className="self-start">
        {submit}
      </SubmitButton>
    </form>
  );
}
