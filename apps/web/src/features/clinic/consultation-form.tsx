import type { Visit } from "@medcamp/contract";
import { type FormEvent, useRef, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { confirmDestructive } from "../../lib/confirm";
import { useOnline } from "../../lib/network-status";
import { Addenda } from "./addenda";
import { consultationData, consultationDraft, type ConsultationDraft } from "./consultation-draft";
import { DiagnosisPicker } from "./diagnosis-picker";
import { useMedicineCheck } from "./medicine-check";
import { NoteField } from "./note-field";
import { PrescriptionRows } from "./prescription-rows";
import { SaveBar } from "./save-bar";
import { sectionError } from "./section-error";
import { useSectionSave } from "./use-section-save";
import { useSigning } from "./use-signing";

const sectionOf = (visit: Visit) => visit.sections.find((s) => s.station === "consultation")?.data;

/**
 * The doctor's consultation: complaints, findings, diagnoses, plan, advice and the prescription; "Sign" makes it
 * final (read-only after it, corrections are addenda). Signing needs the network: what is signed is what the server
 * holds.
 */
export function ConsultationForm({ visit, canWrite }: { visit: Visit; canWrite: boolean }) {
  const text = MESSAGES.clinicUi;
  const [draft, setDraft] = useState<ConsultationDraft>(() => consultationDraft(sectionOf(visit)));
  const save = useSectionSave(visit.id, "consultation");
  const { sign } = useSigning(visit.id);
  const online = useOnline();
  const signed = visit.signature !== null;
  const readOnly = signed || !canWrite;
  const error = sectionError(save.error ?? sign.error, []);
  const set = (patch: Partial<ConsultationDraft>) => setDraft({ ...draft, ...patch });
  const form = useRef<HTMLFormElement>(null);
  const medicines = useMedicineCheck(visit.campId);
  /** The section to send, or null when a prescription names a medicine off the camp's list (marked on the form). */
  const checkedData = () => {
    const prescriptions = medicines.checked(draft.prescriptions, form.current);
    return prescriptions && consultationData({ ...draft, prescriptions });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = checkedData();
    if (data) save.mutate(data);
  };
  /** What is on the screen is what gets signed: it is saved first. */
  const signIt = async () => {
    const data = checkedData();
    if (!data || !(await confirmDestructive(text.signConfirm))) return;
    try {
      // Kept on the phone (no answer): the server does not hold it yet, so there is nothing to sign.
      if ((await save.mutateAsync(data)).queued) return;
    } catch {
      return;
    }
    sign.mutate();
  };

  return (
    <>
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <NoteField
          label={text.complaints}
          value={draft.complaints}
          readOnly={readOnly}
          onChange={(v) => set({ complaints: v })}
        />
        <NoteField
          label={text.findings}
          value={draft.findings}
          readOnly={readOnly}
          onChange={(v) => set({ findings: v })}
        />
        <DiagnosisPicker value={draft.diagnoses} disabled={readOnly} onChange={(diagnoses) => set({ diagnoses })} />
        <NoteField label={text.plan} value={draft.plan} readOnly={readOnly} onChange={(v) => set({ plan: v })} />
        <NoteField label={text.advice} value={draft.advice} readOnly={readOnly} onChange={(v) => set({ advice: v })} />
        <PrescriptionRows
          rows={draft.prescriptions}
          medicines={medicines.list}
          errors={medicines.errorsOf(draft.prescriptions)}
          disabled={readOnly}
          onChange={(prescriptions) => set({ prescriptions })}
        />
        {!readOnly && (
          <div className="flex flex-wrap items-start gap-3">
            <SaveBar save={save} formError={error?.text} />
            {online ? (
              <button
                type="button"
                className="btn btn-warning"
                disabled={sign.isPending || save.isPending}
                onClick={() => void signIt()}
              >
                {text.sign}
              </button>
            ) : (
              <p className="text-base-content/70">{text.signNeedsNetwork}</p>
            )}
          </div>
        )}
      </form>
      <Addenda visit={visit} canWrite={canWrite} />
    </>
  );
}
