import type { IntakeAnswerInput, IntakeAnswers, IntakeQuestion } from "@medcamp/contract";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "./intake-fields";
import { checkValues, type IntakeErrors, type IntakeValues, initialValues, toAnswers } from "./intake-values";

/**
 * The state an intake form keeps (the join dialog's and My Camp Requests'): the values as typed, the client checks'
 * errors, and the server's refusal. `answers()` checks the values and answers the payload, or focuses the first
 * problem and answers undefined; nothing typed is cleared either way.
 */
export function useIntakeForm(questions: readonly IntakeQuestion[], stored?: IntakeAnswers["answers"]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<IntakeValues>(() => initialValues(questions, stored));
  const [errors, setErrors] = useState<IntakeErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();

  function onChange(questionId: string, value: IntakeValues[string]) {
    setValues((current) => ({ ...current, [questionId]: value }));
    setErrors(({ [questionId]: _fixed, ...rest }) => rest);
  }

  function answers(): IntakeAnswerInput[] | undefined {
    const found = checkValues(questions, values);
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length === 0) return toAnswers(questions, values);
    focusFirstInvalid(formRef.current);
    return undefined;
  }

  return { formRef, fields: { questions, values, errors, onChange }, refusal, setRefusal, answers };
}
