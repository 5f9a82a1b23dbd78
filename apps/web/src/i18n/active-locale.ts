import { type I18n, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "@medcamp/contract";

/** Each language's catalogue chunk, fetched only when that language is chosen (English is MESSAGES itself). */
const CATALOGS: Record<Exclude<Locale, "en">, () => Promise<{ messages: I18n["messages"] }>> = {
  bn: () => import("virtual:lingui-catalog/bn"),
  es: () => import("virtual:lingui-catalog/es"),
  ar: () => import("virtual:lingui-catalog/ar"),
};

const instances = new Map<Locale, I18n>();
let browserLocale: Locale = DEFAULT_LOCALE;
/** Which language is being read: the browser's choice, or, on the server, the page being rendered (ADR 022). */
let localeSource: () => Locale = () => browserLocale;

export function currentLocale(): Locale {
  return localeSource();
}

/** The server renders pages for many visitors at once: it reads each render's language from its own store. */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

/** The Lingui instance of the language being read; none for English, whose texts are MESSAGES. */
export function activeI18n(): I18n | undefined {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? undefined : instances.get(locale);
}

/** Fetches a language's catalogue once (its own chunk); English needs none. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === "en" || instances.has(locale)) return;
  const { messages } = await CATALOGS[locale]();
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
}

/** Makes a loaded language the browser's (the caller re-renders). */
export function setBrowserLocale(locale: Locale): void {
  browserLocale = locale;
}
