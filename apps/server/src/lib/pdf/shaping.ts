import type { Font as FontkitFont, Glyph } from "fontkit";
import * as hb from "harfbuzzjs";

// Shapes text with HarfBuzz (ADR 033) where pdfkit would shape it with fontkit. fontkit's Indic shaper misses
// Noto Sans Bengali's half forms and mark positions (স্ক্র came out with ষ in it, and a conjunct's top line ran
// over the space after it); HarfBuzz is the shaper browsers and operating systems use. pdfkit still subsets,
// embeds and writes the glyphs: only the layout of a run changes.

/** What pdfkit reads of a fontkit layout: glyphs (id, advance, text), positions, and the run's width. */
interface ShapedRun {
  glyphs: Glyph[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  readonly advanceWidth: number;
}

const hbFonts = new Map<Buffer, hb.Font>();
const shaped = new WeakSet<object>();

function hbFontOf(data: Buffer): hb.Font {
  let font = hbFonts.get(data);
  if (!font) {
    font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(data))));
    hbFonts.set(data, font);
  }
  return font;
}

/**
 * The text each glyph stands for, for the PDF's text layer: a glyph the font maps a character to stands for that
 * character; the rest of its cluster's characters, in typed order, go to the cluster's widest other glyph (a
 * conjunct); a glyph left over stands for none.
 */
function textOfGlyphs(
  font: FontkitFont,
  text: string,
  ids: number[],
  clusters: number[],
  advances: number[],
): number[][] {
  const starts = [...new Set(clusters)].sort((a, b) => a - b);
  const out: number[][] = ids.map(() => []);
  for (const start of starts) {
    const end = starts.find((s) => s > start) ?? text.length;
    const pool = [...text.slice(start, end)].map((c) => c.codePointAt(0)!);
    const members = ids.flatMap((_, i) => (clusters[i] === start ? [i] : []));
    const rest: number[] = [];
    for (const i of members) {
      const own = font.glyphForCodePoint ? pool.find((cp) => font.glyphForCodePoint(cp).id === ids[i]) : undefined;
      if (own !== undefined) {
        out[i] = [own];
        pool.splice(pool.indexOf(own), 1);
      } else rest.push(i);
    }
    // The widest: a conjunct's body, not a vowel sign's variant or a mark (which would then read as the cluster
    // wherever else the PDF draws it: a glyph has one text).
    const widest = rest.sort((a, b) => advances[b]! - advances[a]!)[0];
    if (widest !== undefined && pool.length) out[widest] = pool;
  }
  return out;
}

/** Makes `font` (a fontkit font pdfkit opened from `data`) lay text out with HarfBuzz; once per font. */
export function shapeWithHarfBuzz(font: FontkitFont, data: Buffer): void {
  if (shaped.has(font)) return;
  shaped.add(font);
  const hbFont = hbFontOf(data);
  const layout = (text: string): ShapedRun => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const ids = infos.map((info) => info.codepoint);
    const positions = buffer.getGlyphPositions().map((p) => ({ ...p }));
    const texts = textOfGlyphs(
      font,
      text,
      ids,
      infos.map((info) => info.cluster),
      positions.map((p) => p.xAdvance),
    );
    return {
      // fontkit keeps one glyph object per id, its text from its first use: each use here carries its own text.
      glyphs: ids.map((id, i) => Object.create(font.getGlyph(id), { codePoints: { value: texts[i] } }) as Glyph),
      positions,
      // pdfkit scales the positions in place and then reads the width: it is summed when read.
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  (font as unknown as { layout: typeof layout }).layout = layout;
}
