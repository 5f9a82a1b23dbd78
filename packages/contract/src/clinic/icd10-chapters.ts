/** A chapter of the WHO ICD-10 (2019): its number (I–XXII as 1–22) and English title. */
export type Icd10Chapter = { readonly number: number; readonly title: string };

type ChapterRange = Icd10Chapter & { readonly first: string; readonly last: string };

/** WHO's block ranges of each chapter, by three-character category. */
const CHAPTERS: readonly ChapterRange[] = [
  { number: 1, first: "A00", last: "B99", title: "Certain infectious and parasitic diseases" },
  { number: 2, first: "C00", last: "D48", title: "Neoplasms" },
  {
    number: 3,
    first: "D50",
    last: "D89",
    title: "Diseases of the blood and blood-forming organs and certain disorders involving the immune mechanism",
  },
  { number: 4, first: "E00", last: "E90", title: "Endocrine, nutritional and metabolic diseases" },
  { number: 5, first: "F00", last: "F99", title: "Mental and behavioural disorders" },
  { number: 6, first: "G00", last: "G99", title: "Diseases of the nervous system" },
  { number: 7, first: "H00", last: "H59", title: "Diseases of the eye and adnexa" },
  { number: 8, first: "H60", last: "H95", title: "Diseases of the ear and mastoid process" },
  { number: 9, first: "I00", last: "I99", title: "Diseases of the circulatory system" },
  { number: 10, first: "J00", last: "J99", title: "Diseases of the respiratory system" },
  { number: 11, first: "K00", last: "K93", title: "Diseases of the digestive system" },
  { number: 12, first: "L00", last: "L99", title: "Diseases of the skin and subcutaneous tissue" },
  { number: 13, first: "M00", last: "M99", title: "Diseases of the musculoskeletal system and connective tissue" },
  { number: 14, first: "N00", last: "N99", title: "Diseases of the genitourinary system" },
  { number: 15, first: "O00", last: "O99", title: "Pregnancy, childbirth and the puerperium" },
  { number: 16, first: "P00", last: "P96", title: "Certain conditions originating in the perinatal period" },
  {
    number: 17,
    first: "Q00",
    last: "Q99",
    title: "Congenital malformations, deformations and chromosomal abnormalities",
  },
  {
    number: 18,
    first: "R00",
    last: "R99",
    title: "Symptoms, signs and abnormal clinical and laboratory findings, not elsewhere classified",
  },
  {
    number: 19,
    first: "S00",
    last: "T98",
    title: "Injury, poisoning and certain other consequences of external causes",
  },
  { number: 20, first: "V01", last: "Y98", title: "External causes of morbidity and mortality" },
  {
    number: 21,
    first: "Z00",
    last: "Z99",
    title: "Factors influencing health status and contact with health services",
  },
  { number: 22, first: "U00", last: "U85", title: "Codes for special purposes" },
];

const ICD10_CODE = /^[A-Z]\d{2}(?:\.\d{1,2})?$/;

/**
 * Whether `code` is written as an ICD-10 code: a capital letter, two digits and, after a dot, one digit (or two,
 * WHO's optional fifth character), e.g. "I10", "E11.9". It checks the form only, not that WHO lists the code.
 */
export function isIcd10Code(code: string): boolean {
  return ICD10_CODE.test(code);
}

/**
 * An ICD-10 code as written canonically: trimmed, upper case, with the dot after the category ("e119" → "E11.9").
 * Whatever cannot be read as a code comes back trimmed and upper-cased, for `isIcd10Code` to refuse.
 */
export function canonicalIcd10Code(code: string): string {
  const compact = code.trim().toUpperCase();
  return /^[A-Z]\d{3,4}$/.test(compact) ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact;
}

/** The chapter a code belongs to, by WHO's block ranges; undefined for what is not a code or falls in no chapter. */
export function icd10Chapter(code: string): Icd10Chapter | undefined {
  const canonical = canonicalIcd10Code(code);
  if (!isIcd10Code(canonical)) return undefined;
  const category = canonical.slice(0, 3);
  const chapter = CHAPTERS.find(({ first, last }) => first <= category && category <= last);
  return chapter && { number: chapter.number, title: chapter.title };
}
