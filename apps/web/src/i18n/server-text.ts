import { DEFAULT_LOCALE } from "@medcamp/contract";
import { currentLocale } from "./active-locale";
import { activeTranslator } from "./messages";

/**
 * An English text the server wrote (a notification stored in English, a refusal, a validation detail) in the
 * reader's language: the catalogue's text it is, or the catalogue's template it was made from, filled with the
 * same values. A text the catalogue does not know stays as it is.
 */
export function localizedEnglish(text: string): string {
  if (currentLocale() === DEFAULT_LOCALE || !text) return text;
  return activeTranslator()?.englishText(text) ?? text;
}

/**
 * What the server refused, in the reader's language (issue 24): the message of the refusal's code, else the
 * English the server sent read back through the catalogue (a validation detail, a refusal that names values).
 */
export function localizedServerText(code: string, serverMessage: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return serverMessage;
  return activeTranslator()?.serverText(code, serverMessage) ?? serverMessage;
}
