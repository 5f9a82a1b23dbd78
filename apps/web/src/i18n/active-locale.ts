import {
  type CatalogPart,
  DEFAULT_LOCALE,
  flattenTree,
  type Locale,
  type MessageCatalog,
  type MessageTree,
  type TranslatedLocale,
  TRANSLATION_CHUNKS,
  type TranslationChunk,
  translationChunkOf,
} from "@medcamp/contract";
import { texts as mainEnglish } from "virtual:english-catalog/main";
import { currentLocale } from "./current-locale";
import { addEnglishTexts, MESSAGES, messagesReadBy } from "./messages";

export { currentLocale, setBrowserLocale, setLocaleSource } from "./current-locale";

export type { CatalogPart };
type Catalog = Promise<{ texts: unknown[] }>;
type LaterPart = Exclude<CatalogPart, "main">;

/** English's other parts (its main part comes with the app, messages.ts): each loads with the screens that show it. */
const ENGLISH: Record<LaterPart, () => Promise<{ texts: MessageTree }>> = {
  pages: () => import("virtual:english-catalog/pages"),
  admin: () => import("virtual:english-catalog/admin"),
  legal: () => import("virtual:english-catalog/legal"),
  clinic: () => import("virtual:english-catalog/clinic"),
  report: () => import("virtual:english-catalog/report"),
};

/** Each language's chunks (TRANSLATION_CHUNKS), fetched only when that language is chosen. */
const CATALOGS: Record<TranslatedLocale, Record<TranslationChunk, () => Catalog>> = {
  bn: {
    main: () => import("virtual:lingui-catalog/bn/main"),
    admin: () => import("virtual:lingui-catalog/bn/admin"),
    legal: () => import("virtual:lingui-catalog/bn/legal"),
    clinic: () => import("virtual:lingui-catalog/bn/clinic"),
    report: () => import("virtual:lingui-catalog/bn/report"),
  },
  es: {
    main: () => import("virtual:lingui-catalog/es/main"),
    admin: () => import("virtual:lingui-catalog/es/admin"),
    legal: () => import("virtual:lingui-catalog/es/legal"),
    clinic: () => import("virtual:lingui-catalog/es/clinic"),
    report: () => import("virtual:lingui-catalog/es/report"),
  },
  ar: {
    main: () => import("virtual:lingui-catalog/ar/main"),
    admin: () => import("virtual:lingui-catalog/ar/admin"),
    legal: () => import("virtual:lingui-catalog/ar/legal"),
    clinic: () => import("virtual:lingui-catalog/ar/clinic"),
    report: () => import("virtual:lingui-catalog/ar/report"),
  },
};

/** The ids of each English part loaded, in the order its other languages' chunks carry their texts. */
const englishIds = new Map<CatalogPart, Promise<readonly string[]>>([
  ["main", Promise.resolve([...flattenTree(mainEnglish).keys()])],
]);
const loaded = new Set<string>();
/** The parts the screens shown so far needed: a change of language fetches them in the new one too. */
const partsInUse = new Set<CatalogPart>(["main"]);

/** A part of English: its texts join MESSAGES; resolves with its ids. A failed load is tried again next time. */
function loadEnglish(part: CatalogPart): Promise<readonly string[]> {
  let ids = englishIds.get(part);
  if (!ids) {
    ids = ENGLISH[part as LaterPart]().then(({ texts }) => {
      addEnglishTexts(texts);
      return [...flattenTree(texts).keys()];
    });
    ids.catch(() => englishIds.delete(part));
    englishIds.set(part, ids);
  }
  return ids;
}

/** The ids of a language's chunk, in the order of its texts: those of the English parts it holds. */
async function chunkIds(chunk: TranslationChunk): Promise<string[]> {
  return (await Promise.all(TRANSLATION_CHUNKS[chunk].map(loadEnglish))).flat();
}

/** A chunk of a language's catalogue by id: the chunk carries the texts only. */
export async function catalogFor(locale: TranslatedLocale, chunk: TranslationChunk): Promise<Record<string, unknown>> {
  const [{ texts }, ids] = await Promise.all([CATALOGS[locale][chunk](), chunkIds(chunk)]);
  return Object.fromEntries(ids.map((id, i) => [id, texts[i]]));
}

async function loadTranslation(locale: TranslatedLocale, chunk: TranslationChunk): Promise<void> {
  if (loaded.has(`${locale}/${chunk}`)) return;
  const [{ texts }, ids, { addTranslation }] = await Promise.all([
    CATALOGS[locale][chunk](),
    chunkIds(chunk),
    import("./translation"),
  ]);
  addTranslation(locale, ids, texts);
  loaded.add(`${locale}/${chunk}`);
}

/**
 * Fetches a language's catalogue once: every part the screens so far needed, in English and in that language
 * (English needs only its own). A part of English that fails to load fails this; another language's falls back to
 * English.
 */
export async function loadLocale(locale: Locale, parts: Iterable<CatalogPart> = partsInUse): Promise<void> {
  const wanted = [...new Set(parts)];
  const translated = locale === DEFAULT_LOCALE ? undefined : (locale as TranslatedLocale);
  const translations = translated
    ? [...new Set(wanted.map(translationChunkOf))].map((chunk) =>
        loadTranslation(translated, chunk).catch(() => undefined),
      )
    : [];
  await Promise.all([...wanted.map(loadEnglish), ...translations]);
}

/** A screen's own parts of the catalogue (its route loads them with its chunk), in the language being read. */
export async function loadCatalogParts(...parts: CatalogPart[]): Promise<void> {
  parts.forEach((part) => partsInUse.add(part));
  await loadLocale(currentLocale(), parts);
}

/** A lazily loaded module together with its parts of the catalogue, so what it shows renders in one language. */
export async function withTexts<T>(module: Promise<T>, ...parts: CatalogPart[]): Promise<T> {
  return (await Promise.all([module, loadCatalogParts(...parts)]))[0];
}

/**
 * The texts in `locale` rather than the language being read, once `part` of its catalogue is loaded (the visit
 * summary, in the person's language): only the loaded parts read in that language, the others as English, so a
 * caller reads its own part's texts only.
 */
export async function messagesIn(locale: Locale, part: CatalogPart): Promise<MessageCatalog> {
  await loadLocale(locale, [part]);
  if (locale === DEFAULT_LOCALE) return MESSAGES;
  const { translatorFor } = await import("./translation");
  return messagesReadBy(translatorFor(locale as TranslatedLocale));
}
