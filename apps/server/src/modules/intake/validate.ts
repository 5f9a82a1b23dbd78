import { INTAKE_LIMITS, type IntakeAnswerInput, type IntakeAnswerValue, type IntakeQuestion } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";

/**
 * An answer as stored: its value normalised, the question's wording it answers, and whether it is health information
 * (from its question).
 */
export interface CheckedAnswer {
  questionId: string;
  value: IntakeAnswerValue;
  label: string;
  health: boolean;
}

const isDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The value an answer stores, or `undefined` when it is no answer (blank text, no choice), or `invalid` when the
 * question does not take it.
 */
function normalise(question: IntakeQuestion, value: IntakeAnswerValue): IntakeAnswerValue | undefined | "invalid" {
  switch (question.kind) {
    case "short_text":
    case "long_text": {
      if (typeof value !== "string") return "invalid";
      const text = value.trim();
      const max = question.kind === "short_text" ? INTAKE_LIMITS.shortText : INTAKE_LIMITS.longText;
      if (text.length > max) return "invalid";
      return text === "" ? undefined : text;
    }
    case "one_choice":
      if (typeof value !== "string") return "invalid";
      if (value === "") return undefined;
      return question.options.includes(value) ? value : "invalid";
    case "many_choices": {
      if (!Array.isArray(value)) return "invalid";
      if (new Set(value).size !== value.length || value.some((v) => !question.options.includes(v))) return "invalid";
      // Kept in the question's order, whatever order they were ticked in.
      return value.length === 0 ? undefined : question.options.filter((o) => value.includes(o));
    }
    case "date":
      if (typeof value !== "string") return "invalid";
      if (value === "") return undefined;
      return isDate(value) ? value : "invalid";
    case "yes_no":
    case "consent":
      return typeof value === "boolean" ? value : "invalid";
  }
}

/**
 * A camper's answers checked against the camp's questions (issue 21): each names a question of this camp once, with a
 * value its kind takes; every required question is answered; a required consent is given (true). Answers the rows to
 * store, in the questions' order; refuses the first problem found.
 */
export function checkAnswers(questions: IntakeQuestion[], answers: IntakeAnswerInput[]): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, IntakeAnswerValue>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw refuse("INTAKE_UNKNOWN_QUESTION");
    const about = { questionId: question.id, label: question.label };
    if (given.has(question.id)) throw refuse("INTAKE_ANSWER_INVALID", about);
    given.set(question.id, answer.value);
  }
  const checked: CheckedAnswer[] = [];
  for (const question of questions) {
    const about = { questionId: question.id, label: question.label };
    const raw = given.get(question.id);
    const value = raw === undefined ? undefined : normalise(question, raw);
    if (value === "invalid") throw refuse("INTAKE_ANSWER_INVALID", about);
    if (question.kind === "consent" && question.required && value !== true) {
      throw refuse("INTAKE_CONSENT_REQUIRED", about);
    }
    if (value === undefined) {
      if (question.required) throw refuse("INTAKE_ANSWER_REQUIRED", about);
      continue;
    }
    checked.push({ questionId: question.id, value, label: question.label, health: question.health });
  }
  return checked;
}
