import { INTAKE_LIMITS, type IntakeQuestion } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useId, useState } from "react";
import { FormAlert, SubmitButton } from "../../components/form/form-field";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { ApiError, isRefusal } from "../../lib/api-client";
import { notify } from "../../lib/toast";
import { useCampQuestions } from "../../lib/get-camp-questions";
import { useSaveCampQuestions } from "./api/save-camp-questions";
import {
  blankDraft,
  checkDrafts,
  type DraftErrors,
  draftsFrom,
  moved,
  type QuestionDraft,
  removedCount,
  toQuestionInputs,
} from "./question-drafts";
import { QuestionRow } from "./question-row";

type Camp = { _id: string; title: string };

/** The admin's "Questions" dialog of a camp (issue 21): the questions campers answer when they join. */
export function QuestionEditorDialog({ camp, onClose }: { camp: Camp | null; onClose: () => void }) {
  return (
    <ModalDialog open={camp !== null} title={MESSAGES.intake.questionsFor(camp?.title ?? "")} onClose={onClose} wide>
      {camp && <LoadedEditor key={camp._id} camp={camp} onClose={onClose} />}
    </ModalDialog>
  );
}

function LoadedEditor({ camp, onClose }: { camp: Camp; onClose: () => void }) {
  const questions = useCampQuestions(camp._id);
  return (
    <QueryState loading={questions.isPending} error={questions.error} errorText={MESSAGES.intake.loadFailed}>
      {questions.data && <QuestionEditor camp={camp} saved={questions.data} onClose={onClose} />}
    </QueryState>
  );
}

/**
 * Add, edit, remove and reorder the questions, then Save: the whole list goes at once (PUT). Questions removed since
 * the last save are deleted with their answers, so Save asks first.
 */
export function QuestionEditor({ camp, saved, onClose }: { camp: Camp; saved: IntakeQuestion[]; onClose: () => void }) {
  const prefix = useId();
  const save = useSaveCampQuestions(camp._id);
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => draftsFrom(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  /** The question Save asks before it deletes answers, and whether OK then agrees to the kind changes' losses. */
  const [confirming, setConfirming] = useState<{ text: string; dropChangedAnswers: boolean } | null>(null);
  const removed = removedCount(saved, drafts);
  const rowId = (draft: QuestionDraft) => `${prefix}-${draft.key}`;

  const update = (index: number, draft: QuestionDraft) =>
    setDrafts((all) => all.map((d, i) => (i === index ? draft : d)));
  function move(index: number, step: -1 | 1) {
    const draft = drafts[index]!;
    const to = index + step;
    setDrafts((all) => moved(all, index, step));
    // Focus follows the question; at either end the other arrow takes it (the pressed one is then disabled).
    const atEnd = to === 0 || to === drafts.length - 1;
    const button = atEnd ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(`${rowId(draft)}-${button}`)?.focus());
  }
  function add() {
    const draft = blankDraft();
    setDrafts((all) => [...all, draft]);
    requestAnimationFrame(() => document.getElementById(`${rowId(draft)}-label`)?.focus());
  }

  function ask(text: string, dropChangedAnswers: boolean) {
    // As the app's other confirmations do, Cancel has the focus: nothing is deleted by pressing Enter twice.
    setConfirming({ text, dropChangedAnswers });
    requestAnimationFrame(() => document.getElementById(`${prefix}-keep`)?.focus());
  }

  async function send(dropChangedAnswers = false) {
    setConfirming(null);
    try {
      await save.mutateAsync({ questions: toQuestionInputs(drafts), dropChangedAnswers });
    } catch (error) {
      // A changed kind loses its answers: the server says how many, and the admin decides (issue 37).
      if (isRefusal(error, "INTAKE_ANSWERS_WOULD_BE_DELETED")) return ask(error.message, true);
      setFailure(
        error instanceof ApiError && error.status < 500 && error.status > 0
          ? error.message
          : MESSAGES.intake.questionsSaveFailed,
      );
      return;
    }
    notify.success(MESSAGES.intake.questionsSaved);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const found = checkDrafts(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (removed === 0) return void send();
    ask(MESSAGES.intake.removedConfirm(removed), false);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={MESSAGES.intake.questionsFor(camp.title)} className="space-y-4">
      <p className="text-sm text-base-content/70">
        {drafts.length === 0 ? MESSAGES.intake.noQuestions : MESSAGES.intake.editorIntro}
      </p>
      {drafts.map((draft, index) => (
        <QuestionRow
          key={draft.key}
          id={rowId(draft)}
          draft={draft}
          number={index + 1}
          count={drafts.length}
          errors={errors[draft.key]}
          onChange={(changed) => update(index, changed)}
          onMove={(step) => move(index, step)}
          onRemove={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
        />
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={drafts.length >= INTAKE_LIMITS.questionsPerCamp}
        onClick={add}
      >
        {MESSAGES.intake.addQuestion}
      </button>
      <FormAlert message={failure} />
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={`${prefix}-confirm`}
          className="alert alert-warning flex-col items-start"
        >
          <p id={`${prefix}-confirm`}>
            <strong>{MESSAGES.confirm.title}</strong> {confirming.text}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-error btn-sm"
              onClick={() => void send(confirming.dropChangedAnswers)}
            >
              {MESSAGES.confirm.ok}
            </button>
            <button type="button" id={`${prefix}-keep`} className="btn btn-sm" onClick={() => setConfirming(null)}>
              {MESSAGES.confirm.cancel}
            </button>
          </div>
        </div>
      )}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.intake.close}
        </button>
        <SubmitButton busy={save.isPending}>{MESSAGES.intake.saveQuestions}</SubmitButton>
      </div>
    </form>
  );
}
