/** The languages MedCamp speaks (issue 24, ADR 022). English is the default and carries the spec's texts. */
export const LOCALES = ["en", "bn", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** A language with a catalogue of its own (English is MESSAGES itself). */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== "en");

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  bn: "বাংলা",
  es: "Español",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ar"]);

/** The cookie that tells the server which language to render a page in (the browser also keeps it in localStorage). */
export const LOCALE_COOKIE = "medcamp_lang";
/** Where the browser keeps a visitor's choice on this device (a signed-in person's is also on their profile). */
export const LOCALE_STORAGE_KEY = "medcamp.locale";
/**
 * The query name that asks for a page in a language (`/meals?lang=bn`, ADR 025): a link a person can share and a
 * crawler can follow. It wins over the cookie, and the server keeps it in the cookie for the pages that follow.
 */
export const LOCALE_PARAM = "lang";

/** The language a URL's query asks for (`?lang=bn`), if it names one of ours. */
export function localeInQuery(search: string | URLSearchParams): Locale | undefined {
  const value = (typeof search === "string" ? new URLSearchParams(search) : search).get(LOCALE_PARAM);
  return isLocale(value) ? value : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}

/**
 * The best of our languages for an `Accept-Language` header (or `navigator.languages` joined by commas): the
 * highest-weighted range whose primary subtag we speak; English when none matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) if (isLocale(range.primary)) return range.primary;
  return DEFAULT_LOCALE;
}
