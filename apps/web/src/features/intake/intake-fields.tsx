import { INTAKE_LIMITS, type IntakeAnswerValue, type IntakeQuestion } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type ReactNode, useId } from "react";
import type { IntakeErrors, IntakeValues } from "./intake-values";

type Props = {
  questions: readonly IntakeQuestion[];
  values: IntakeValues;
  errors: IntakeErrors;
  onChange: (questionId: string, value: IntakeAnswerValue | undefined) => void;
};

/** Focuses the first control marked invalid inside `form` (after a refused submit), once React has drawn it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The question's label, its required mark and its health badge. */
function LabelText({ question }: { question: IntakeQuestion }) {
  return (
    <>
      {question.label}
      {question.required && (
        <>
          {" "}
          <span aria-hidden="true" className="text-error">
            *
          </span>
          <span className="sr-only">{`(${MESSAGES.intake.requiredMark})`}</span>
        </>
      )}
      {question.health && (
        <>
          {" "}
          <span className="badge badge-sm badge-outline ms-1 align-middle">{MESSAGES.intake.healthBadge}</span>
        </>
      )}
    </>
  );
}

/**
 * A camp's questions as form controls, one per kind: a text input, a textarea, a radio group, a checkbox group, a
 * Yes/No radio pair, a date input, a consent checkbox. Each is labelled, says when it is required, and shows (and
 * is described by) its error. The values live with the caller, so nothing typed is lost when an answer is refused.
 */
export function IntakeFields({ questions, values, errors, onChange }: Props) {
  const prefix = useId();
  return (
    <div className="space-y-4">
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          id={`${prefix}-${question.id}`}
          question={question}
          value={values[question.id]}
          error={errors[question.id]}
          onChange={(value) => onChange(question.id, value)}
        />
      ))}
    </div>
  );
}

type FieldProps = {
  id: string;
  question: IntakeQuestion;
  value: IntakeAnswerValue | undefined;
  error: string | undefined;
  onChange: (value: IntakeAnswerValue | undefined) => void;
};

function QuestionField({ id, question, value, error, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm text-error">
      {error}
    </p>
  );
  const text = typeof value === "string" ? value : "";
  const { kind, required } = question;

  if (kind === "short_text" || kind === "long_text" || kind === "date") {
    const common = { id, value: text, required, ...invalid };
    return (
      <div className="form-control w-full">
        <label htmlFor={id} className="label pb-1 text-sm font-medium whitespace-normal">
          <span>
            <LabelText question={question} />
          </span>
        </label>
        {kind === "long_text" ? (
          <textarea
            {...common}
            className={`textarea textarea-bordered w-full ${error ? "textarea-error" : ""}`}
            rows={3}
            maxLength={INTAKE_LIMITS.longText}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            type={kind === "date" ? "date" : "text"}
            className={`input input-bordered w-full ${error ? "input-error" : ""}`}
            maxLength={kind === "date" ? undefined : INTAKE_LIMITS.shortText}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {errorText}
      </div>
    );
  }

  if (kind === "consent") {
    return (
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="checkbox checkbox-primary mt-0.5"
            checked={value === true}
            required={required}
            {...invalid}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span className="text-sm">
            <LabelText question={question} />
          </span>
        </label>
        {errorText}
      </div>
    );
  }

  const choices: { key: string; label: string; checked: boolean; pick: (on: boolean) => void }[] =
    kind === "yes_no"
      ? [true, false].map((answer) => ({
          key: String(answer),
          label: answer ? MESSAGES.intake.yes : MESSAGES.intake.no,
          checked: value === answer,
          pick: () => onChange(answer),
        }))
      : question.options.map((option) => {
          const ticked = Array.isArray(value) ? value : [];
          return {
            key: option,
            label: option,
            checked: kind === "one_choice" ? value === option : ticked.includes(option),
            pick: (on: boolean) =>
              onChange(kind === "one_choice" ? option : on ? [...ticked, option] : ticked.filter((t) => t !== option)),
          };
        });
  const type = kind === "many_choices" ? "checkbox" : "radio";
  return (
    <Group question={question} error={errorText} describedBy={error ? errorId : undefined}>
      {choices.map((choice, index) => (
        <label key={choice.key} className="flex cursor-pointer items-center gap-2 py-1">
          <input
            type={type}
            name={id}
            id={index === 0 ? id : undefined}
            className={type === "radio" ? "radio radio-primary radio-sm" : "checkbox checkbox-primary checkbox-sm"}
            checked={choice.checked}
            required={type === "radio" && required ? true : undefined}
            aria-invalid={index === 0 && error ? true : undefined}
            onChange={(e) => choice.pick(e.target.checked)}
          />
          <span className="text-sm">{choice.label}</span>
        </label>
      ))}
    </Group>
  );
}

/** A fieldset whose legend is the question; its error describes the whole group. */
function Group(props: {
  question: IntakeQuestion;
  error: ReactNode;
  describedBy: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={props.describedBy}>
      <legend className="pb-1 text-sm font-medium">
        <LabelText question={props.question} />
      </legend>
      {props.children}
      {props.error}
    </fieldset>
  );
}
