import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import {
  createDiagnosisSearch,
  DIAGNOSES,
  type Diagnosis,
  findDiagnosis,
  icd10Chapter,
  isIcd10Code,
  searchableText,
  searchDiagnoses,
} from "./diagnoses.ts";

const codesOf = (diagnoses: readonly Diagnosis[]) => diagnoses.map((diagnosis) => diagnosis.code);

const BENGALI = /[\u0980-\u09ff]/;
const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /[A-Za-z]/;

describe("the shipped diagnosis list", () => {
  it("holds a few hundred codes, each once and written as an ICD-10 code", () => {
    expect(DIAGNOSES.length).toBeGreaterThanOrEqual(250);
    expect(DIAGNOSES.length).toBeLessThanOrEqual(350);
    expect(new Set(codesOf(DIAGNOSES)).size).toBe(DIAGNOSES.length);
    expect(codesOf(DIAGNOSES).filter((code) => !isIcd10Code(code))).toEqual([]);
  });

  it("has every code in a WHO chapter", () => {
    expect(codesOf(DIAGNOSES).filter((code) => icd10Chapter(code) === undefined)).toEqual([]);
  });

  it("writes each name in its own language's script, trimmed", () => {
    const misfits = DIAGNOSES.flatMap(({ code, names }) =>
      Object.entries(names)
        .filter(([locale, name]) => {
          if (name !== name.trim() || name.includes("  ")) return true;
          if (locale === "en") return !/^[\x20-\x7e]+$/.test(name);
          if (locale === "bn") return !BENGALI.test(name) || LATIN.test(name) || ARABIC.test(name);
          if (locale === "ar") return !ARABIC.test(name) || BENGALI.test(name);
          return !LATIN.test(name) || BENGALI.test(name) || ARABIC.test(name);
        })
        .map(([locale]) => `${code} ${locale}`),
    );
    expect(misfits).toEqual([]);
  });

  it("gives no two codes the same name in one language", () => {
    for (const locale of LOCALES) {
      const names = DIAGNOSES.flatMap(({ names }) => names[locale] ?? []).map(searchableText);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, locale).toEqual([]);
    }
  });

  it("names at least the 100 commonest codes in all four languages", () => {
    const inAll = DIAGNOSES.filter(({ names }) => names.bn && names.es && names.ar);
    expect(inAll.length).toBeGreaterThanOrEqual(100);
    for (const code of ["I10", "E11.9", "D50.9", "J06.9", "A09.9", "B86", "H52.4", "M54.5", "N39.0", "R50.9"]) {
      expect(inAll.map((diagnosis) => diagnosis.code)).toContain(code);
    }
  });
});

describe("findDiagnosis", () => {
  it("finds a code however it is written", () => {
    expect(findDiagnosis("E11.9")?.names.en).toBe("Type 2 diabetes mellitus without complications");
    expect(findDiagnosis("e119")?.code).toBe("E11.9");
    expect(findDiagnosis(" i10 ")?.names.es).toBe("Hipertensión esencial (primaria)");
  });

  it("finds nothing for a code not shipped or not a code", () => {
    expect(findDiagnosis("Q99.9")).toBeUndefined();
    expect(findDiagnosis("diabetes")).toBeUndefined();
  });
});

describe("searchDiagnoses", () => {
  it("finds every code under a code prefix, in any case", () => {
    const e11 = codesOf(DIAGNOSES).filter((code) => code.startsWith("E11."));
    expect(e11.length).toBeGreaterThan(3);
    expect(codesOf(searchDiagnoses("e11", "en"))).toEqual(e11);
    expect(codesOf(searchDiagnoses("E11.", "bn"))).toEqual(e11);
    expect(codesOf(searchDiagnoses("i1", "es"))[0]).toBe("I10");
  });

  it("puts the exact code first, written with or without its dot", () => {
    expect(codesOf(searchDiagnoses("e11.9", "en"))).toEqual(["E11.9"]);
    expect(codesOf(searchDiagnoses("E119", "ar"))).toEqual(["E11.9"]);
  });

  it("finds a code-like query in names too", () => {
    expect(codesOf(searchDiagnoses("b12", "en"))).toEqual(["D51.9"]);
  });

  it("finds English words of the name", () => {
    const found = codesOf(searchDiagnoses("diabetes", "en"));
    expect(found).toContain("E11.9");
    expect(found).toContain("O24.4");
    expect(codesOf(searchDiagnoses("back pain", "en"))[0]).toBe("M54.5");
    expect(codesOf(searchDiagnoses("pain back", "en"))).toContain("M54.5");
  });

  it("ranks a name that starts with the query before one with a word that does", () => {
    expect(codesOf(searchDiagnoses("asthma", "en"))).toEqual(["J45.9", "J45.0", "J46"]);
  });

  it("finds Spanish names with or without accents", () => {
    for (const query of ["neumonía", "neumonia", "NEUMONÍA"]) {
      expect(codesOf(searchDiagnoses(query, "es"))[0], query).toBe("J18.9");
    }
    expect(codesOf(searchDiagnoses("Diabétes gestacional", "es"))).toEqual(["O24.4"]);
    expect(codesOf(searchDiagnoses("tos", "es"))[0]).toBe("R05");
  });

  it("finds Bengali names, however য় is encoded, and English words for a Bengali reader", () => {
    const tuberculosis = codesOf(searchDiagnoses("যক্ষ্মা", "bn"));
    expect(tuberculosis).toContain("A15.0");
    expect(tuberculosis).toContain("A16.2");
    expect(codesOf(searchDiagnoses("হাঁপানি", "bn"))[0]).toBe("J45.9");
    expect(codesOf(searchDiagnoses("টাইপ ২ ডা\u09dfাবেটিস", "bn"))).toContain("E11.9");
    expect(codesOf(searchDiagnoses("asthma", "bn"))).toContain("J45.9");
  });

  it("finds Arabic names with or without hamza", () => {
    expect(codesOf(searchDiagnoses("الربو", "ar"))).toEqual(expect.arrayContaining(["J45.0", "J45.9"]));
    expect(codesOf(searchDiagnoses("اسهال", "ar"))).toContain("A09.9");
    expect(codesOf(searchDiagnoses("إسهال", "ar"))).toContain("A09.9");
  });

  it("searches only the given language and English", () => {
    expect(searchDiagnoses("হাঁপানি", "es")).toEqual([]);
    expect(searchDiagnoses("fiebre", "ar")).toEqual([]);
  });

  it("returns at most limit results, 20 unless told", () => {
    expect(searchDiagnoses("e", "en")).toHaveLength(20);
    expect(searchDiagnoses("e", "en", 5)).toHaveLength(5);
    expect(searchDiagnoses("e", "en", 0)).toEqual([]);
  });

  it("finds nothing for an empty or unknown query", () => {
    for (const query of ["", "   ", "--", "xyzzy", "Q99.9"]) {
      expect(searchDiagnoses(query, "en"), query).toEqual([]);
    }
  });
});

describe("createDiagnosisSearch ranks", () => {
  it("exact code, code prefix, name start, word start, then substring", () => {
    const search = createDiagnosisSearch([
      { code: "Y03", names: { en: "Abx10 inside a word" } },
      { code: "Y02", names: { en: "Gamma x10ray" } },
      { code: "X10.1", names: { en: "Alpha" } },
      { code: "Z99.9", names: { en: "Unrelated" } },
      { code: "Y01", names: { en: "X10 at the start" } },
      { code: "X10", names: { en: "Beta" } },
    ]);
    expect(codesOf(search("x10", "en"))).toEqual(["X10", "X10.1", "Y01", "Y02", "Y03"]);
  });
});
