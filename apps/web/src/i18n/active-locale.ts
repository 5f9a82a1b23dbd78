import { type I18n, setupI18n } from "@lingui/core";
import {
  type CatalogPart,
  catalogPartIds,
  DEFAULT_LOCALE,
  type Locale,
  type TranslatedLocale,
} from "@medcamp/contract";

export type { CatalogPart };
type Catalog = Promise<{ texts: I18n["messages"][string][] }>;

/** Each language's chunks, fetched only when that language is chosen (English is MESSAGES itself). */
const CATALOGS: Record<TranslatedLocale, Record<CatalogPart, () => Catalog>> = {
  bn: {
    main: () => import("virtual:lingui-catalog/bn/main"),
    admin: () => import("virtual:lingui-catalog/bn/admin"),
    legal: () => import("virtual:lingui-catalog/bn/legal"),
    clinic: () => import("virtual:lingui-catalog/bn/clinic"),
  },
  es: {
    main: () => import("virtual:lingui-catalog/es/main"),
    admin: () => import("virtual:lingui-catalog/es/admin"),
    legal: () => import("virtual:lingui-catalog/es/legal"),
    clinic: () => import("virtual:lingui-catalog/es/clinic"),
  },
  ar: {
    main: () => import("virtual:lingui-catalog/ar/main"),
    admin: () => import("virtual:lingui-catalog/ar/admin"),
    legal: () => import("virtual:lingui-catalog/ar/legal"),
    clinic: () => import("virtual:lingui-catalog/ar/clinic"),
  },
};

const instances = new Map<Locale, I18n>();
const loaded = new Set<string>();
/** The parts the screens shown so far needed: a change of language fetches them in the new one too. */
const partsInUse = new Set<CatalogPart>(["main"]);
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

/** A part of a language's catalogue by id: its chunk carries the texts only, in the order of catalogPartIds. */
export async function catalogFor(locale: TranslatedLocale, part: CatalogPart): Promise<I18n["messages"]> {
  const { texts } = await CATALOGS[locale][part]();
  const ids = catalogPartIds(part);
  return Object.fromEntries(ids.map((id, i) => [id, texts[i]!]));
}

async function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  if (locale === "en" || loaded.has(`${locale}/${part}`)) return;
  const messages = await catalogFor(locale, part);
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  i18n.load(locale, messages);
  loaded.add(`${locale}/${part}`);
}

/** Fetches a language's catalogue once (its own chunks: every part the screens so far needed); English needs none. */
export async function loadLocale(locale: Locale, parts: Iterable<CatalogPart> = partsInUse): Promise<void> {
  await Promise.all([...parts].map((part) => loadPart(locale, part)));
}

/** A screen's own part of the catalogue (its route loads it with its chunk), in the language being read. */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  partsInUse.add(part);
  await loadPart(currentLocale(), part).catch(() => undefined);
}

/**
 * A language's Lingui instance with `part` of its catalogue loaded (none for English, whose texts are MESSAGES), for
 * a screen that shows a document in a language other than the reader's: the visit summary, in the person's.
 */
export async function i18nWithPart(locale: Locale, part: CatalogPart): Promise<I18n | undefined> {
  await loadPart(locale, part);
  return locale === DEFAULT_LOCALE ? undefined : instances.get(locale);
}

/** Makes a loaded language the browser's (the caller re-renders). */
export function setBrowserLocale(locale: Locale): void {
  browserLocale = locale;
}
