import {
  INTAKE_LIMITS,
  type IntakeQuestion,
  type IntakeQuestionInput,
  type IntakeQuestionKind,
} from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";

/** A question as the editor holds it: `key` tells rows apart on screen, `id` keeps a saved one (and its answers). */
export type QuestionDraft = {
  key: string;
  id?: string;
  kind: IntakeQuestionKind;
  label: string;
  required: boolean;
  health: boolean;
  /** One option a line (choice kinds only). */
  optionsText: string;
};
export type DraftErrors = Record<string, { label?: string; options?: string }>;

export const isChoiceKind = (kind: IntakeQuestionKind) => kind === "one_choice" || kind === "many_choices";

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export const draftsFrom = (questions: readonly IntakeQuestion[]): QuestionDraft[] =>
  questions.map(({ id, kind, label, required, health, options }) => ({
    key: id,
    id,
    kind,
    label,
    required,
    health,
    optionsText: options.join("\n"),
  }));

export const blankDraft = (): QuestionDraft => ({
  key: newKey(),
  kind: "short_text",
  label: "",
  required: false,
  health: false,
  optionsText: "",
});

const optionsOf = (draft: QuestionDraft) =>
  isChoiceKind(draft.kind)
    ? draft.optionsText
        .split("\n")
        .map((o) => o.trim())
        .filter((o) => o !== "")
    : [];

/** What PUT /meals/:id/questions takes, in the editor's order. */
export const toQuestionInputs = (drafts: readonly QuestionDraft[]): IntakeQuestionInput[] =>
  drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    kind: draft.kind,
    label: draft.label.trim(),
    required: draft.required,
    health: draft.health,
    options: optionsOf(draft),
  }));

/** The contract's rules for a question (intakeQuestionInputSchema), as sentences per row. */
export function checkDrafts(drafts: readonly QuestionDraft[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const draft of drafts) {
    const label = draft.label.trim();
    const options = optionsOf(draft);
    const found: DraftErrors[string] = {};
    if (label === "") found.label = MESSAGES.intake.labelMissing;
    else if (label.length > INTAKE_LIMITS.labelLength)
      found.label = MESSAGES.intake.labelTooLong(INTAKE_LIMITS.labelLength);
    if (isChoiceKind(draft.kind)) {
      if (options.length < 2) found.options = MESSAGES.intake.optionsNeeded;
      else if (options.length > INTAKE_LIMITS.options)
        found.options = MESSAGES.intake.tooManyOptions(INTAKE_LIMITS.options);
      else if (options.some((o) => o.length > INTAKE_LIMITS.optionLength))
        found.options = MESSAGES.intake.optionTooLong(INTAKE_LIMITS.optionLength);
      else if (new Set(options).size !== options.length) found.options = MESSAGES.intake.optionsDiffer;
    }
    if (found.label || found.options) errors[draft.key] = found;
  }
  return errors;
}

/** How many saved questions the drafts leave out: saving deletes them and their answers. */
export const removedCount = (saved: readonly IntakeQuestion[], drafts: readonly QuestionDraft[]) =>
  saved.filter((q) => !drafts.some((d) => d.id === q.id)).length;

/** The drafts with the one at `index` moved by `step` (-1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
