import { describe, expect, it } from "vitest";
import { canonicalIcd10Code, icd10Chapter, isIcd10Code } from "./icd10-chapters.ts";

describe("isIcd10Code", () => {
  it.each(["I10", "E11.9", "S72.00", "U07.1", "B86"])("takes %s", (code) => {
    expect(isIcd10Code(code)).toBe(true);
  });

  it.each(["", "I1", "E11.", "e11.9", "E119", "11.9", "EE1", "E11.123", " I10", "E11.9 ", "E11-9"])(
    "refuses %j",
    (code) => {
      expect(isIcd10Code(code)).toBe(false);
    },
  );
});

describe("canonicalIcd10Code", () => {
  it.each([
    ["e119", "E11.9"],
    [" i10 ", "I10"],
    ["E11.9", "E11.9"],
    ["s7200", "S72.00"],
    ["hello", "HELLO"],
  ])("writes %j as %j", (code, canonical) => {
    expect(canonicalIcd10Code(code)).toBe(canonical);
  });
});

describe("icd10Chapter", () => {
  it.each([
    ["A00.9", 1],
    ["B99", 1],
    ["C00", 2],
    ["D48.9", 2],
    ["D50.9", 3],
    ["D89", 3],
    ["E90", 4],
    ["F32.9", 5],
    ["G40.9", 6],
    ["H59", 7],
    ["H60.9", 8],
    ["H95", 8],
    ["I10", 9],
    ["J45.9", 10],
    ["K93", 11],
    ["L80", 12],
    ["M54.5", 13],
    ["N39.0", 14],
    ["O99.0", 15],
    ["P96", 16],
    ["Q90.9", 17],
    ["R50.9", 18],
    ["S06.0", 19],
    ["T98", 19],
    ["V01", 20],
    ["Y98", 20],
    ["Z00.0", 21],
    ["U07.1", 22],
    ["u85", 22],
    ["e119", 4],
  ])("puts %s in chapter %i", (code, chapter) => {
    expect(icd10Chapter(code)?.number).toBe(chapter);
  });

  it("names the chapter with WHO's English title", () => {
    expect(icd10Chapter("H61.2")).toEqual({ number: 8, title: "Diseases of the ear and mastoid process" });
    expect(icd10Chapter("Z34.9")).toEqual({
      number: 21,
      title: "Factors influencing health status and contact with health services",
    });
  });

  it.each(["D49", "E91", "H96", "K94", "P97", "T99", "V00", "Y99", "U86", "", "I1", "E11.", "hello"])(
    "finds no chapter for %j",
    (code) => {
      expect(icd10Chapter(code)).toBeUndefined();
    },
  );
});
