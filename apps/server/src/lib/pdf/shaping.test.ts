import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fontOf } from "./fonts.ts";
import { shapeWithHarfBuzz } from "./shaping.ts";
import { visualRuns } from "./text-runs.ts";

/** A font as pdfkit opens it, laid out by HarfBuzz as the PDFs lay it out. */
function shaper(face: "bengali" | "arabic") {
  const { data } = fontOf(face, "regular");
  const font = fontkit.create(data) as fontkit.Font;
  shapeWithHarfBuzz(font, data);
  return (text: string) => {
    const run = font.layout(text);
    return { ids: run.glyphs.map((g) => g.id), texts: run.glyphs.map((g) => String.fromCodePoint(...g.codePoints)) };
  };
}

/** ADR 033: the shaping the PDFs rely on, checked on glyphs (the pages were also checked by eye). */
describe("PDF text shaping", () => {
  it("draws a Bengali vowel sign that is written after its consonants before them, and joins a conjunct", () => {
    const bengali = shaper("bengali");
    // কি: ি is typed after ক and drawn before it.
    expect(bengali("কি").texts).toEqual(["ি", "ক"]);
    // স্ক্রি: ি's long form drawn first, before a conjunct; no visible virama (্) between three separate letters.
    const conjunct = bengali("স্ক্রি");
    expect(conjunct.ids[0]).not.toBe(bengali("ক").ids[0]);
    expect(conjunct.ids).not.toContain(bengali("্").ids[0]);
    // The cluster's text is on its conjunct, in typed order, for search and copy.
    expect(conjunct.texts.join("")).toBe("স্ক্রি");
  });

  it("joins Arabic letters and lays them right to left", () => {
    const arabic = shaper("arabic");
    const alone = arabic("س").ids[0];
    const word = arabic("سلام");
    // Drawn right to left: the first letter typed is the last glyph; joined, it is not the letter's isolated form.
    expect(word.texts.at(-1)).toBe("س");
    expect(word.ids.at(-1)).not.toBe(alone);
  });

  it("orders a line's runs by the bidirectional algorithm and gives each the face that has its letters", () => {
    expect(visualRuns("Camp 1، ١٢", "regular", "rtl").map((r) => r.face)).toContain("arabic");
    expect(visualRuns("<5", "regular", "rtl").map((r) => r.text)).toEqual(["5", ">"]);
    expect(visualRuns("<5", "regular", "ltr")).toEqual([{ text: "<5", face: "latin", whole: false }]);
    expect(visualRuns("নিবন্ধিত 6 — মানুষ", "bold", "ltr").map((r) => r.face)).toEqual(["bengali", "latin", "bengali"]);
  });
});
