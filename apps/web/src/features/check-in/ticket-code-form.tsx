import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useId, useState } from "react";

/** A typed ticket code (dashes and spaces allowed): the field clears and keeps the focus for the next one. */
export function TicketCodeForm({ onScan }: { onScan: (code: string) => void }) {
  const [code, setCode] = useState("");
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onScan(code);
    setCode("");
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {MESSAGES.checkIn.ticketCode}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="input input-lg min-w-0 flex-1 font-mono uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="btn btn-primary btn-lg">
          {MESSAGES.checkIn.checkInAction}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {MESSAGES.checkIn.ticketCodeHint}
      </p>
    </form>
  );
}
