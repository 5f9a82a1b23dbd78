import { type CatalogPart, type Locale, localizedMessages, type MessageCatalog } from "@medcamp/contract";
import { activeI18n, i18nWithPart } from "./active-locale";

/**
 * The product's texts in the language being read (ADR 022): the contract's MESSAGES, same shape, read at render
 * time. Read it inside components and functions, never into a module-level constant (that would keep one language).
 */
export const MESSAGES = localizedMessages(activeI18n);

/**
 * The texts in `locale` rather than the reader's language, once `part` of its catalogue is loaded: only that part's
 * messages are in that language (the others read as English), so a caller reads its own part's texts only.
 */
export async function messagesIn(locale: Locale, part: CatalogPart): Promise<MessageCatalog> {
  const i18n = await i18nWithPart(locale, part);
  return localizedMessages(() => i18n);
}
