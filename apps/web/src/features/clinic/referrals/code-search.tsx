import { referralCodeQuerySchema } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../../i18n/messages";

/** A typed code as the slip prints it (3F2A-9C1B), or undefined when it is not a referral's code. */
export function readCode(typed: string | null | undefined): string | undefined {
  if (!typed || !referralCodeQuerySchema.safeParse(typed).success) return undefined;
  const digits = typed.replace(/[-\s]/g, "").toUpperCase();
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * Find a referral by the short code on its slip and in its texts — what a person on the phone reads out — and show
 * them all again. A code that is not one is said at the field and sends nothing.
 */
export function CodeSearch({
  code,
  onFind,
  onShowAll,
}: {
  code: string | undefined;
  onFind: (code: string) => void;
  onShowAll: () => void;
}) {
  const text = MESSAGES.clinicReferrals;
  const id = useId();
  const [typed, setTyped] = useState(code ?? "");
  const [error, setError] = useState<string>();
  const find = (event: FormEvent) => {
    event.preventDefault();
    const found = readCode(typed);
    setError(found ? undefined : text.codeInvalid);
    if (found) onFind(found);
  };
  return (
    <form role="search" aria-labelledby={`${id}-label`} noValidate onSubmit={find} className="space-y-1">
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="label pb-1 text-sm font-medium whitespace-normal">
        {text.findByCode}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-code`}
          className={`input input-bordered w-40 font-mono uppercase ${error ? "input-error" : ""}`}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {text.find}
        </button>
        {code && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setTyped("");
              setError(undefined);
              onShowAll();
            }}
          >
            {text.showAll}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {text.codeHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
