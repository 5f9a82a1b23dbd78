import { type I18n, setupI18n } from "@lingui/core";
import { MESSAGE_PARAMS, type TranslatedLocale } from "@medcamp/contract";
import { currentLocale } from "./current-locale";
import { setTranslator, type Translator } from "./messages";
import { englishReadBack, refusalReadBack } from "./read-back";

/**
 * The languages other than English (ADR 022): each one's Lingui instance, holding the parts of its catalogue loaded
 * so far. This module, Lingui and the function messages' parameter names load with the first such language only;
 * English is MESSAGES itself.
 */
const instances = new Map<TranslatedLocale, I18n>();

/** Adds a part of a language's catalogue: its chunk's texts, paired with the part's ids in the same order. */
export function addTranslation(locale: TranslatedLocale, ids: readonly string[], texts: readonly unknown[]): void {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  i18n.load(locale, Object.fromEntries(ids.map((id, i) => [id, texts[i]])) as I18n["messages"]);
}

/** The Lingui instance of the language being read, if it has the message; none in English. */
function holding(id: string): I18n | undefined {
  const i18n = instances.get(currentLocale() as TranslatedLocale);
  return i18n && i18n.messages[id] !== undefined ? i18n : undefined;
}

/** Positional arguments by their ICU names; a missing optional part (null) reads as ICU `select`'s `undefined`. */
function argumentValues(id: string, args: readonly unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  (MESSAGE_PARAMS[id] ?? []).forEach((name, i) => {
    values[name] = args[i] ?? undefined;
  });
  return values;
}

/** Reads one language's texts whatever language is being read (the visit summary, in the person's). */
export function translatorFor(locale: TranslatedLocale): Pick<Translator, "text" | "format"> {
  const has = (id: string) => {
    const i18n = instances.get(locale);
    return i18n && i18n.messages[id] !== undefined ? i18n : undefined;
  };
  return {
    text: (id) => has(id)?._(id),
    format: (id, args) => has(id)?._(id, argumentValues(id, args)),
  };
}

setTranslator({
  text: (id) => holding(id)?._(id),
  format: (id, args) => holding(id)?._(id, argumentValues(id, args)),
  englishText: englishReadBack,
  serverText: refusalReadBack,
});
