import type { UseMutationResult } from "@tanstack/react-query";
import { MESSAGES } from "../../i18n/messages";

/** A section form's Save button with what became of the last save (saved, or why not) announced. */
export function SaveBar({
  save,
  formError,
  label = MESSAGES.clinicUi.save,
}: {
  save: Pick<UseMutationResult<unknown, Error, never>, "isPending" | "isSuccess">;
  formError?: string;
  label?: string;
}) {
  const text = MESSAGES.clinicUi;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {label}
      </button>
      <p role={formError ? "alert" : "status"} className={formError ? "text-error" : "text-success"}>
        {formError ?? (save.isSuccess ? text.saved : "")}
      </p>
    </div>
  );
}
