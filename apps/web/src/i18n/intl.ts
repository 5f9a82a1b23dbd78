import { currentLocale } from "./active-locale";

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates in the language being read (issue 24): Bengali readers get Bengali digits and month names, Arabic readers
 * Arabic ones. One formatter per language and options (building one per call is slow on phones).
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options));

/** Numbers and money in the language being read. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached("number", options, (locale) => new Intl.NumberFormat(locale, options));

/** An ISO instant as a medium date and short time, the way most screens show a moment. */
export const formatMoment = (iso: string): string =>
  dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
