import { type FormEvent, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { NoteField } from "./note-field";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSectionSave } from "./use-section-save";

/** A section that is notes only: counselling, and the pharmacy's notes beside the prescription. */
export function NotesForm({
  visitId,
  station,
  saved,
}: {
  visitId: string;
  station: "counselling" | "pharmacy";
  saved?: Record<string, unknown>;
}) {
  const [notes, setNotes] = useState(typeof saved?.notes === "string" ? saved.notes : "");
  const save = useSectionSave(visitId, station);
  const error = sectionError(save.error, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ notes });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <NoteField label={MESSAGES.clinicUi.notes} value={notes} onChange={setNotes} />
      <SaveBar save={save} formError={error?.text} />
    </form>
  );
}
