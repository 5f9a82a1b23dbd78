import { type IntakeAnswerInput, type IntakeQuestion, type JoinRequestAnswer } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useState } from "react";
import { FormAlert, SubmitButton } from "../../components/form/form-field";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { isRefusal } from "../../lib/api-client";
import { IntakeFields } from "./intake-fields";
import { useIntakeForm } from "./use-intake-form";

/** The refusals that are about the answers: said in the dialog, next to what was typed. */
export const ANSWER_REFUSALS = [
  "INTAKE_ANSWER_REQUIRED",
  "INTAKE_ANSWER_INVALID",
  "INTAKE_CONSENT_REQUIRED",
  "INTAKE_UNKNOWN_QUESTION",
] as const;

type Props = {
  open: boolean;
  campTitle: string;
  questions: readonly IntakeQuestion[];
  /** The submit button's words: Join Camp, or Join the waitlist on a full camp. */
  submitText: string;
  /** Sends the join with these answers. */
  send: (answers: IntakeAnswerInput[]) => Promise<JoinRequestAnswer>;
  onJoined: (answer: JoinRequestAnswer) => void;
  /** A refusal that is not about the answers (no package, camp ended…): the dialog closes and the caller says it. */
  onRefused: (error: unknown) => void;
  onClose: () => void;
};

/**
 * The form Join Camp opens when the camp asks questions (issue 21): the answers are checked as the server checks
 * them, then sent with the join. A refusal about the answers is said in the dialog; what was typed stays (also
 * when the dialog is closed and opened again, as long as the camp's page is).
 */
export function JoinIntakeDialog({
  open,
  campTitle,
  questions,
  submitText,
  send,
  onJoined,
  onRefused,
  onClose,
}: Props) {
  const { formRef, fields, refusal, setRefusal, answers } = useIntakeForm(questions);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = answers();
    if (!checked) return;
    setBusy(true);
    try {
      const answer = await send(checked);
      onClose();
      onJoined(answer);
    } catch (error) {
      if (isRefusal(error, ...ANSWER_REFUSALS)) setRefusal(error.message);
      else {
        onClose();
        onRefused(error);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={open} title={MESSAGES.intake.joinTitle(campTitle)} onClose={onClose} wide>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={MESSAGES.intake.joinTitle(campTitle)}>
        <p className="mb-4 text-sm text-base-content/70">{MESSAGES.intake.joinIntro}</p>
        <IntakeFields {...fields} />
        <div className="mt-4">
          <FormAlert message={refusal} />
        </div>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {MESSAGES.intake.cancel}
          </button>
          <SubmitButton busy={busy}>{submitText}</SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}
