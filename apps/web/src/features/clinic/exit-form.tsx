import type { Visit } from "@medcamp/contract";
import { type FormEvent } from "react";
import { MESSAGES } from "../../i18n/messages";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSectionSave } from "./use-section-save";

/** The exit: writing its (empty) section records the time the person left and ends the visit. */
export function ExitForm({ visit }: { visit: Visit }) {
  const text = MESSAGES.clinicUi;
  const save = useSectionSave(visit.id, "exit");
  const error = sectionError(save.error, []);
  if (visit.exitedAt) return <p className="alert alert-info">{text.exited}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({});
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <SaveBar save={save} formError={error?.text} label={text.recordExit} />
    </form>
  );
}
