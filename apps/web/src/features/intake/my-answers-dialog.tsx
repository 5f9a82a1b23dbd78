import { type IntakeAnswers, type IntakeQuestion } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import type { FormEvent } from "react";
import { FormAlert, SubmitButton } from "../../components/form/form-field";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { isRefusal } from "../../lib/api-client";
import { notify } from "../../lib/toast";
import { useCampQuestions } from "../../lib/get-camp-questions";
import { useRequestAnswers } from "./api/get-request-answers";
import { useSaveRequestAnswers } from "./api/save-request-answers";
import { AnswersView } from "./answers-view";
import { IntakeFields } from "./intake-fields";
import { useIntakeForm } from "./use-intake-form";
import { ANSWER_REFUSALS } from "./join-intake-dialog";
import { formatMoment } from "../../i18n/intl";

/** The request My Camp Requests' "Answers" opened. */
export type MyAnswersTarget = {
  requestId: string;
  mealId: string;
  title: string;
  /** A declined request's answers cannot change, whatever the date. */
  closed?: boolean;
};

/** Until the camp starts (or always, for a camp with no date) the camper may change the answers. */
export const isEditable = (answers: IntakeAnswers, now = Date.now()) =>
  answers.editableUntil === null || Date.parse(answers.editableUntil) > now;

/**
 * My Camp Requests' Answers dialog: the camper's answers to the camp's questions, which they change (all at once)
 * until the camp starts; read-only afterwards.
 */
export function MyAnswersDialog(props: { email: string; target: MyAnswersTarget | null; onClose: () => void }) {
  const { email, target, onClose } = props;
  const answers = useRequestAnswers(email, target?.requestId ?? null);
  const questions = useCampQuestions(target?.mealId ?? "", target !== null);
  const editable = answers.data && !target?.closed ? isEditable(answers.data) : false;
  return (
    <ModalDialog
      open={target !== null}
      title={MESSAGES.intake.answersTitle(target?.title ?? "")}
      onClose={onClose}
      wide
    >
      {target && (
        <QueryState
          loading={answers.isPending || (editable && questions.isPending)}
          error={answers.error ?? (editable ? questions.error : null)}
          errorText={MESSAGES.intake.answersLoadFailed}
        >
          {answers.data && editable && questions.data && questions.data.length > 0 ? (
            <AnswersForm
              key={target.requestId}
              email={email}
              requestId={target.requestId}
              questions={questions.data}
              stored={answers.data}
              onClose={onClose}
            />
          ) : (
            answers.data && (
              <div className="space-y-4">
                {!editable && <p className="text-sm text-base-content/70">{MESSAGES.intake.readOnly}</p>}
                <AnswersView answers={answers.data.answers} />
                <div className="modal-action">
                  <button type="button" className="btn" onClick={onClose}>
                    {MESSAGES.intake.close}
                  </button>
                </div>
              </div>
            )
          )}
        </QueryState>
      )}
    </ModalDialog>
  );
}

type FormProps = {
  email: string;
  requestId: string;
  questions: IntakeQuestion[];
  stored: IntakeAnswers;
  onClose: () => void;
};

function AnswersForm({ email, requestId, questions, stored, onClose }: FormProps) {
  const save = useSaveRequestAnswers(email, requestId);
  const { formRef, fields, refusal, setRefusal, answers } = useIntakeForm(questions, stored.answers);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = answers();
    if (!checked) return;
    try {
      await save.mutateAsync(checked);
    } catch (error) {
      setRefusal(
        isRefusal(error, ...ANSWER_REFUSALS, "CAMP_STARTED") ? error.message : MESSAGES.intake.answersSaveFailed,
      );
      return;
    }
    notify.success(MESSAGES.intake.answersSaved);
    onClose();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={MESSAGES.intake.saveAnswers} className="space-y-4">
      {stored.editableUntil && (
        <p className="text-sm text-base-content/70">
          {MESSAGES.intake.editableUntil(formatMoment(stored.editableUntil))}
        </p>
      )}
      <IntakeFields {...fields} />
      <FormAlert message={refusal} />
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.intake.cancel}
        </button>
        <SubmitButton busy={save.isPending}>{MESSAGES.intake.saveAnswers}</SubmitButton>
      </div>
    </form>
  );
}
