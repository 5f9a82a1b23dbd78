import { INTAKE_LIMITS, type IntakeAnswerInput, type IntakeAnswerValue, type IntakeQuestion } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { dateFormat } from "../../i18n/intl";

/** What the join form holds per question id: as typed or ticked; a yes/no not yet chosen is undefined. */
export type IntakeValues = Record<string, IntakeAnswerValue | undefined>;
/** A sentence per question id whose answer the server would refuse. */
export type IntakeErrors = Record<string, string>;

const empty = (question: IntakeQuestion): IntakeAnswerValue | undefined => {
  if (question.kind === "many_choices") return [];
  if (question.kind === "consent") return false;
  if (question.kind === "yes_no") return undefined;
  return "";
};

/**
 * The form's first values: the answers given before (changing them), else empty. A consent given to other words
 * than the question's now is not a consent to these (issue 37): it is asked again, unticked.
 */
export function initialValues(
  questions: readonly IntakeQuestion[],
  given: readonly { questionId: string; value: IntakeAnswerValue; label?: string }[] = [],
): IntakeValues {
  const byId = new Map(given.map((a) => [a.questionId, a]));
  const stillMeant = (q: IntakeQuestion, label: string | undefined) =>
    q.kind !== "consent" || label === undefined || label === q.label;
  return Object.fromEntries(
    questions.map((q) => {
      const answer = byId.get(q.id);
      return [q.id, answer && stillMeant(q, answer.label) ? answer.value : empty(q)];
    }),
  );
}

const isDate = (value: string) => {
  const match = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The answer sent for a question, or undefined when there is none (blank text, no choice, yes/no not chosen). */
function answerOf(question: IntakeQuestion, value: IntakeAnswerValue | undefined): IntakeAnswerValue | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : question.options.filter((o) => value.includes(o));
  return value;
}

/** The answers as POST /meal/request and PUT …/answers take them, in the questions' order. */
export function toAnswers(questions: readonly IntakeQuestion[], values: IntakeValues): IntakeAnswerInput[] {
  return questions.flatMap((question) => {
    const value = answerOf(question, values[question.id]);
    return value === undefined ? [] : [{ questionId: question.id, value }];
  });
}

const tooLong = (question: IntakeQuestion, value: IntakeAnswerValue) =>
  typeof value === "string" &&
  value.length > (question.kind === "short_text" ? INTAKE_LIMITS.shortText : INTAKE_LIMITS.longText);

/** The server's checks (apps/server modules/intake/validate.ts), with its sentences, for every question at once. */
export function checkValues(questions: readonly IntakeQuestion[], values: IntakeValues): IntakeErrors {
  const errors: IntakeErrors = {};
  for (const question of questions) {
    const value = answerOf(question, values[question.id]);
    const { label } = question;
    if (value !== undefined && (tooLong(question, value) || (question.kind === "date" && !isDate(String(value)))))
      errors[question.id] = MESSAGES.intake.answerInvalid(label);
    else if (question.kind === "consent" && question.required && value !== true)
      errors[question.id] = MESSAGES.intake.consentRequired(label);
    else if (value === undefined && question.required) errors[question.id] = MESSAGES.intake.answerRequired(label);
  }
  return errors;
}

/** A stored answer as words: Yes/No for yes/no and consent, choices joined, a date as the reader's day. */
export function answerText(kind: IntakeQuestion["kind"], value: IntakeAnswerValue): string {
  if (typeof value === "boolean") return value ? MESSAGES.intake.yes : MESSAGES.intake.no;
  if (Array.isArray(value)) return value.join(", ");
  if (kind === "date" && isDate(value))
    return dateFormat({ dateStyle: "medium" }).format(new Date(`${value}T00:00:00`));
  return value;
}
