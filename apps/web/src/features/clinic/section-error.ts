import { isNetworkError } from "../../lib/api-client";
import { MESSAGES } from "../../i18n/messages";

/**
 * Where a refused save belongs: the server's 400 names the field first ("systolic: Systolic blood pressure must be…"),
 * so the message goes under that field when the form has it, else above the form's button.
 */
export function sectionError(error: unknown, fields: readonly string[]): { field?: string; text: string } | null {
  if (!error) return null;
  if (isNetworkError(error)) return { text: MESSAGES.clinicUi.saveFailed };
  const text = error instanceof Error ? error.message : MESSAGES.camps.errorLater;
  const named = /^([\w.]+): /.exec(text)?.[1]?.split(".")[0];
  return named && fields.includes(named) ? { field: named, text } : { text };
}
