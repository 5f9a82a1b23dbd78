import { z } from "zod";
import { idSchema } from "./common.ts";

/**
 * Intake questions a camp asks when a camper joins (issue 21): short or long text, one or several choices, yes/no, a
 * date, and an explicit consent to the use of health information.
 */
export const INTAKE_QUESTION_KINDS = [
  "short_text",
  "long_text",
  "one_choice",
  "many_choices",
  "yes_no",
  "date",
  "consent",
] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

export const INTAKE_LIMITS = {
  questionsPerCamp: 30,
  labelLength: 300,
  options: 20,
  optionLength: 100,
  shortText: 200,
  longText: 2000,
} as const;

const CHOICE_KINDS: readonly IntakeQuestionKind[] = ["one_choice", "many_choices"];

const optionSchema = z.string().trim().min(1).max(INTAKE_LIMITS.optionLength);

/** A question as the admin writes it; `id` keeps an existing question (and its answers) across an edit. */
export const intakeQuestionInputSchema = z
  .object({
    id: idSchema.optional(),
    kind: z.enum(INTAKE_QUESTION_KINDS),
    label: z.string().trim().min(1).max(INTAKE_LIMITS.labelLength),
    required: z.boolean(),
    /** Health information: deleted INTAKE_RETENTION_DAYS after the camp ends. */
    health: z.boolean(),
    options: z.array(optionSchema).max(INTAKE_LIMITS.options).default([]),
  })
  .refine((q) => (CHOICE_KINDS.includes(q.kind) ? q.options.length >= 2 : q.options.length === 0), {
    message: "a choice question needs 2 or more options; other questions take none",
    path: ["options"],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: "options must differ",
    path: ["options"],
  });
export type IntakeQuestionInput = z.infer<typeof intakeQuestionInputSchema>;

export const intakeQuestionsBodySchema = z.object({
  questions: z.array(intakeQuestionInputSchema).max(INTAKE_LIMITS.questionsPerCamp),
  /**
   * A kept question whose kind changes loses its answers (issue 37): without this, such a change is refused with
   * 409 INTAKE_ANSWERS_WOULD_BE_DELETED naming how many, so the admin confirms first.
   */
  dropChangedAnswers: z.boolean().optional(),
});

export const intakeQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(INTAKE_QUESTION_KINDS),
  label: z.string(),
  required: z.boolean(),
  health: z.boolean(),
  options: z.array(z.string()),
});
export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;

export const intakeQuestionListSchema = z.object({ questions: z.array(intakeQuestionSchema) });

/** An answer: text or a date (YYYY-MM-DD) as a string, several choices as a list, yes/no and consent as a boolean. */
export const intakeAnswerValueSchema = z.union([
  z.string().max(INTAKE_LIMITS.longText),
  z.array(z.string().max(INTAKE_LIMITS.optionLength)).max(INTAKE_LIMITS.options),
  z.boolean(),
]);
export type IntakeAnswerValue = z.infer<typeof intakeAnswerValueSchema>;

export const intakeAnswerInputSchema = z.object({ questionId: idSchema, value: intakeAnswerValueSchema });
export type IntakeAnswerInput = z.infer<typeof intakeAnswerInputSchema>;

export const intakeAnswersInputSchema = z.array(intakeAnswerInputSchema).max(INTAKE_LIMITS.questionsPerCamp);

export const intakeAnswersBodySchema = z.object({ answers: intakeAnswersInputSchema });

/**
 * A join request's answers, each with the question's wording it answered (`label`, issue 37: a question re-worded
 * later keeps its answers under the words they were given to) and the question's kind.
 */
export const intakeAnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.enum(INTAKE_QUESTION_KINDS),
  health: z.boolean(),
  value: intakeAnswerValueSchema,
});
export const intakeAnswerListSchema = z.object({
  answers: z.array(intakeAnswerSchema),
  /** Until when the camper may change them (the camp's start); null for a camp with no date. */
  editableUntil: z.string().nullable(),
});
export type IntakeAnswers = z.infer<typeof intakeAnswerListSchema>;
