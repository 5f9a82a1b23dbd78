import type { Locale, TranslatedLocale } from "../i18n/locales.ts";
import { canonicalIcd10Code } from "./icd10-chapters.ts";
import { ICD10_CAMP_CODES } from "./icd10-camp-codes.ts";

export { canonicalIcd10Code, icd10Chapter, isIcd10Code, type Icd10Chapter } from "./icd10-chapters.ts";

/** A diagnosis's names: WHO's English title always, the product's other languages where a sound name exists. */
export type DiagnosisNames = { readonly en: string } & { readonly [L in TranslatedLocale]?: string };

/** A coded diagnosis of the list shipped with the product (issue 39). */
export type Diagnosis = { readonly code: string; readonly names: DiagnosisNames };

export const DIAGNOSES: readonly Diagnosis[] = ICD10_CAMP_CODES.map(({ code, ...names }) => ({ code, names }));

const BY_CODE = new Map(DIAGNOSES.map((diagnosis) => [diagnosis.code, diagnosis]));

/** The shipped diagnosis with this code, written canonically or not ("e11.9", "E119"). */
export function findDiagnosis(code: string): Diagnosis | undefined {
  return BY_CODE.get(canonicalIcd10Code(code));
}

const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
// After NFD, أ إ آ are ا plus a mark: dropping the marks (with the short vowels, superscript alef and tatweel,
// which people rarely type) lets "اسهال" find "إسهال".
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
// Bengali conjuncts are typed with or without zero-width (non-)joiners.
const JOINERS = /[\u200c\u200d]/g;
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * Text as search compares it: decomposed (so Bengali's two spellings of য় ড় ঢ় agree), lower case, without Latin
 * accents or Arabic marks, spaces collapsed. Bengali's vowel signs are marks too, so only those ranges are dropped.
 */
export function searchableText(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_DIACRITICS, "")
    .replace(ARABIC_MARKS, "")
    .replace(JOINERS, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** How well an entry matches, best first: the order of the results. */
const RANK = { exactCode: 0, codePrefix: 1, nameStart: 2, wordStart: 3, substring: 4 } as const;
type Rank = (typeof RANK)[keyof typeof RANK];

type SearchableName = { readonly text: string; readonly words: readonly string[] };
type SearchEntry = {
  readonly diagnosis: Diagnosis;
  readonly compactCode: string;
  readonly names: ReadonlyMap<Locale, SearchableName>;
};

function searchableName(name: string): SearchableName {
  const text = searchableText(name);
  return { text, words: text.split(WORD_BREAK).filter(Boolean) };
}

function codeRank(entry: SearchEntry, query: string): Rank | undefined {
  const compactQuery = query.replace(".", "");
  const { code } = entry.diagnosis;
  if (code === query || entry.compactCode === compactQuery) return RANK.exactCode;
  if (code.startsWith(query) || entry.compactCode.startsWith(compactQuery)) return RANK.codePrefix;
  return undefined;
}

function nameRank(name: SearchableName, query: string, terms: readonly string[]): Rank | undefined {
  if (name.text.startsWith(query)) return RANK.nameStart;
  if (terms.every((term) => name.words.some((word) => word.startsWith(term)))) return RANK.wordStart;
  if (name.text.includes(query) || terms.every((term) => name.text.includes(term))) return RANK.substring;
  return undefined;
}

export type DiagnosisSearch = (query: string, locale: Locale, limit?: number) => Diagnosis[];

const compareCodes = (a: Diagnosis, b: Diagnosis) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * A search over `diagnoses`: a query finds a diagnosis by its code (exact, or a prefix: "e11" finds E11.x) or by
 * the words of its name in the given language and in English (a Bengali speaker may type English), ignoring case,
 * accents and Arabic marks. Results come best match first — exact code, code prefix, name starting with the query,
 * every query word starting a word of the name, the query inside the name — then by code; at most `limit` of them.
 */
export function createDiagnosisSearch(diagnoses: readonly Diagnosis[]): DiagnosisSearch {
  const entries: readonly SearchEntry[] = diagnoses.map((diagnosis) => ({
    diagnosis,
    compactCode: diagnosis.code.replace(".", ""),
    names: new Map(
      Object.entries(diagnosis.names).flatMap(([locale, name]) =>
        name === undefined ? [] : [[locale as Locale, searchableName(name)] as const],
      ),
    ),
  }));

  return function search(query: string, locale: Locale, limit = 20): Diagnosis[] {
    const text = searchableText(query);
    const terms = text.split(WORD_BREAK).filter(Boolean);
    if (terms.length === 0 || limit <= 0) return [];
    const codeQuery = text.replace(/\s/g, "").toUpperCase();
    const looksLikeCode = /^[A-Z]\d/.test(codeQuery);

    const matches: { diagnosis: Diagnosis; rank: Rank }[] = [];
    for (const entry of entries) {
      const ranks = [
        looksLikeCode ? codeRank(entry, codeQuery) : undefined,
        ...[entry.names.get(locale), locale === "en" ? undefined : entry.names.get("en")].map(
          (name) => name && nameRank(name, text, terms),
        ),
      ].filter((rank) => rank !== undefined);
      if (ranks.length > 0) matches.push({ diagnosis: entry.diagnosis, rank: Math.min(...ranks) as Rank });
    }
    return matches
      .sort((a, b) => a.rank - b.rank || compareCodes(a.diagnosis, b.diagnosis))
      .slice(0, limit)
      .map(({ diagnosis }) => diagnosis);
  };
}

/** Searches the shipped diagnoses (see `createDiagnosisSearch`). */
export const searchDiagnoses = createDiagnosisSearch(DIAGNOSES);
