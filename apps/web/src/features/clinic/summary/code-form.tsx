import { type FormEvent, useId, useState } from "react";
import { SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";

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
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return setError(MESSAGES.clinicSummaryLink.codeRequired);
    setBusy(true);
    setError(await send(digits).finally(() => setBusy(false)));
  };
  return (
    <form noValidate aria-label={submit} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        dir="ltr"
        className={`input input-bordered w-full max-w-40 tracking-widest ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
      <SubmitButton busy={busy} className="self-start">
        {submit}
      </SubmitButton>
    </form>
  );
}
