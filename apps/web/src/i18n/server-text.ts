import { DEFAULT_LOCALE, flattenMessages, MESSAGES as ENGLISH, REFUSAL_MESSAGE_IDS, textAt } from "@medcamp/contract";
import { currentLocale } from "./active-locale";
import { MESSAGES } from "./messages";

let idsOfEnglish: Map<string, string> | undefined;

/** The id of an English text of the catalogue (the server's validation details are such texts). */
function idOfEnglish(text: string): string | undefined {
  if (!idsOfEnglish) {
    idsOfEnglish = new Map();
    for (const [id, value] of flattenMessages(ENGLISH as never)) {
      if (typeof value === "string" && !idsOfEnglish.has(value)) idsOfEnglish.set(value, id);
    }
  }
  return idsOfEnglish.get(text);
}

/**
 * What the server refused, in the reader's language (issue 24): the message of the refusal's code, else the
 * catalogue's message whose English the server sent (a validation detail), else the server's own words (a refusal
 * that names values of the request).
 */
export function localizedServerText(code: string, serverMessage: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return serverMessage;
  const id = REFUSAL_MESSAGE_IDS[code] ?? idOfEnglish(serverMessage);
  return (id && textAt(MESSAGES, id)) || serverMessage;
}
