import { DEFAULT_LOCALE, type Locale } from "@medcamp/contract";

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

/** Makes a loaded language the browser's (the caller re-renders). */
export function setBrowserLocale(locale: Locale): void {
  browserLocale = locale;
}
