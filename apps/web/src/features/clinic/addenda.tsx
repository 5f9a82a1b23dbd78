import type { Visit } from "@medcamp/contract";
import { type FormEvent, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { NoteField } from "./note-field";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSigning } from "./use-signing";

const when = (iso: string) => new Date(iso).toLocaleString();

/** A signed consultation's signature, its addenda with author and time, and (for its doctors) a new addendum. */
export function Addenda({ visit, canWrite }: { visit: Visit; canWrite: boolean }) {
  const text = MESSAGES.clinicUi;
  const { addendum } = useSigning(visit.id);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const error = sectionError(addendum.error, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") return;
    addendum.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft("");
        setOpen(false);
      },
    });
  };
  if (!visit.signature) return null;
  return (
    <div className="space-y-2">
      <p className="alert alert-success">
        {text.signed(when(visit.signature.signedAt), visit.signature.signedBy.name)}
      </p>
      {visit.addenda.length > 0 && (
        <section aria-label={text.addenda} className="space-y-2">
          <h3 className="font-semibold">{text.addenda}</h3>
          <ul className="space-y-2">
            {visit.addenda.map((a, i) => (
              <li key={i} className="rounded-box border border-base-300 p-2">
                <p className="text-sm text-base-content/70">{`${when(a.at)}, ${a.author.name}`}</p>
                <p dir="auto" className="whitespace-pre-wrap break-words">
                  {a.text}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canWrite &&
        (open ? (
          <form noValidate onSubmit={submit} className="space-y-2">
            <NoteField label={text.addendum} value={draft} onChange={setDraft} />
            <SaveBar save={addendum} formError={error?.text} label={text.saveAddendum} />
          </form>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            {text.addAddendum}
          </button>
        ))}
    </div>
  );
}
