import { INTAKE_QUESTION_KINDS, type IntakeQuestionKind } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type DraftErrors, isChoiceKind, type QuestionDraft } from "./question-drafts";

type Props = {
  /** Unique on the page: the row's controls' ids start with it. */
  id: string;
  draft: QuestionDraft;
  number: number;
  count: number;
  errors: DraftErrors[string] | undefined;
  onChange: (draft: QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One question in the editor: its text, kind, options (choice kinds), Required and Health, Move up/down, Remove. */
export function QuestionRow({ id, draft, number, count, errors, onChange, onMove, onRemove }: Props) {
  const set = (change: Partial<QuestionDraft>) => onChange({ ...draft, ...change });
  const described = (field: "label" | "options") =>
    errors?.[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  const error = (field: "label" | "options") =>
    errors?.[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-error">
        {errors[field]}
      </p>
    );
  return (
    <fieldset className="space-y-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">{MESSAGES.intake.questionNumber(number)}</legend>
      <div>
        <label htmlFor={`${id}-label`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.intake.questionLabel}
        </label>
        <input
          id={`${id}-label`}
          className={`input input-bordered w-full ${errors?.label ? "input-error" : ""}`}
          value={draft.label}
          onChange={(e) => set({ label: e.target.value })}
          {...described("label")}
        />
        {error("label")}
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.intake.kindLabel}
        </label>
        <select
          id={`${id}-kind`}
          className="select select-bordered w-full"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as IntakeQuestionKind })}
        >
          {INTAKE_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {MESSAGES.intake.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      {isChoiceKind(draft.kind) && (
        <div>
          <label htmlFor={`${id}-options`} className="label pb-1 whitespace-normal text-sm font-medium">
            {MESSAGES.intake.optionsLabel}
          </label>
          <textarea
            id={`${id}-options`}
            className={`textarea textarea-bordered w-full ${errors?.options ? "textarea-error" : ""}`}
            rows={3}
            value={draft.optionsText}
            onChange={(e) => set({ optionsText: e.target.value })}
            {...described("options")}
          />
          {error("options")}
        </div>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={draft.required}
            onChange={(e) => set({ required: e.target.checked })}
          />
          {MESSAGES.intake.requiredLabel}
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={draft.health}
            onChange={(e) => set({ health: e.target.checked })}
          />
          {MESSAGES.intake.healthLabel}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          id={`${id}-up`}
          className="btn btn-sm"
          aria-label={MESSAGES.intake.moveUpNamed(number)}
          disabled={number === 1}
          onClick={() => onMove(-1)}
        >
          {MESSAGES.intake.moveUp}
        </button>
        <button
          type="button"
          id={`${id}-down`}
          className="btn btn-sm"
          aria-label={MESSAGES.intake.moveDownNamed(number)}
          disabled={number === count}
          onClick={() => onMove(1)}
        >
          {MESSAGES.intake.moveDown}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          aria-label={MESSAGES.intake.removeNamed(number)}
          onClick={onRemove}
        >
          {MESSAGES.intake.remove}
        </button>
      </div>
    </fieldset>
  );
}
