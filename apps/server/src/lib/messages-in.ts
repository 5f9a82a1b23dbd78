import { setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, localizedMessages, MESSAGES, type MessageCatalog } from "@medcamp/contract";
import { compileCatalog } from "@medcamp/contract/i18n/compile";
import ar from "@medcamp/contract/locales/ar.json" with { type: "json" };
import bn from "@medcamp/contract/locales/bn.json" with { type: "json" };
import es from "@medcamp/contract/locales/es.json" with { type: "json" };

const SOURCES: Record<string, Record<string, string>> = { ar, bn, es };
const catalogs = new Map<string, MessageCatalog>();

/**
 * The product's texts in a person's language (ADR 022): what the server writes to them in it (e-mails). Compiled on
 * first use per language; English, or a language we do not have, is MESSAGES itself.
 */
export function messagesIn(locale: string | null | undefined): MessageCatalog {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return MESSAGES;
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(SOURCES[locale] ?? {}) } });
    catalog = localizedMessages(() => i18n);
    catalogs.set(locale, catalog);
  }
  return catalog;
}
