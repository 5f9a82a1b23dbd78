import type { UseMutationResult } from "@tanstack/react-query";
import { MESSAGES } from "../../i18n/messages";

/** What a save became: sent and answered, or kept on the device until the network returns. */
export type SaveOutcome = { queued: boolean };

/** A section form's Save button with what became of the last save (saved, kept on the phone, or why not) announced. */
export function SaveBar({
  save,
  formError,
  label = MESSAGES.clinicUi.save,
}: {
  save: Pick<UseMutationResult<SaveOutcome | unknown, Error, never>, "isPending" | "isSuccess" | "data">;
  formError?: string;
  label?: string;
}) {
  const text = MESSAGES.clinicUi;
  const queued = (save.data as SaveOutcome | undefined)?.queued === true;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {label}
      </button>
      <p role={formError ? "alert" : "status"} className={formError ? "text-error" : "text-success"}>
        {formError ?? (save.isSuccess ? (queued ? text.savedOnPhone : text.saved) : "")}
      </p>
    </div>
  );
}
