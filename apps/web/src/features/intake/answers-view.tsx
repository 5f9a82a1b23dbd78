import { type IntakeAnswers } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { useRequestAnswers } from "./api/get-request-answers";
import { answerText } from "./intake-values";

/** A request's answers, read-only: each question and what was answered; health answers are marked. */
export function AnswersView({ answers }: { answers: IntakeAnswers["answers"] }) {
  if (answers.length === 0) return <p className="text-sm text-base-content/70">{MESSAGES.intake.noAnswers}</p>;
  return (
    <dl className="space-y-3">
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <dt className="text-sm font-medium">
            {answer.label}
            {answer.health && (
              <>
                {" "}
                <span className="badge badge-sm badge-outline ms-1 align-middle">{MESSAGES.intake.healthBadge}</span>
              </>
            )}
          </dt>
          <dd className="break-words whitespace-pre-line text-base-content/80">
            {answerText(answer.kind, answer.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The request Serve Camp's "Answers" opened: its id, and who it is for (the dialog's title). */
export type AnswersTarget = { requestId: string; who: string };

/** Serve Camp's Answers dialog: the request's answers as the camper gave them (admins read any request's). */
export function RequestAnswersDialog({ target, onClose }: { target: AnswersTarget | null; onClose: () => void }) {
  const answers = useRequestAnswers("admin", target?.requestId ?? null);
  return (
    <ModalDialog open={target !== null} title={MESSAGES.intake.answersFor(target?.who ?? "")} onClose={onClose}>
      {target && (
        <QueryState loading={answers.isPending} error={answers.error} errorText={MESSAGES.intake.answersLoadFailed}>
          {answers.data && <AnswersView answers={answers.data.answers} />}
        </QueryState>
      )}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.intake.close}
        </button>
      </div>
    </ModalDialog>
  );
}
