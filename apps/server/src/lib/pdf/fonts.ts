import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The fonts a PDF embeds (ADR 033): Noto Sans as the @fontsource packages ship it (server dependencies, so they are
 * on disk wherever `npm start` runs; nothing is downloaded). Each package is cut into subsets by script; a run of
 * text takes the subset that holds its characters (text-runs.ts).
 */
export const FONT_FACES = ["latin", "latinExt", "bengali", "arabic"] as const;
export type FontFace = (typeof FONT_FACES)[number];
export type FontWeight = "regular" | "bold";

const FILES: Record<FontFace, (weight: number) => string> = {
  // Noto Sans Bengali carries Noto Sans's Latin letters, digits and punctuation: the Latin text of every document.
  latin: (w) => `@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-${w}-normal.woff`,
  latinExt: (w) => `@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-ext-${w}-normal.woff`,
  bengali: (w) => `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${w}-normal.woff`,
  arabic: (w) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${w}-normal.woff`,
};
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

/** One font file: its bytes for the PDF, and what it covers for choosing it. */
export interface LoadedFont {
  /** The name a document registers it under, e.g. "bengali-bold". */
  name: string;
  data: Buffer;
  covers(codePoint: number): boolean;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, LoadedFont>();

/** A face in a weight, read from its package once per process. */
export function fontOf(face: FontFace, weight: FontWeight): LoadedFont {
  const name = `${face}-${weight}`;
  let font = loaded.get(name);
  if (!font) {
    const data = readFileSync(require.resolve(FILES[face](WEIGHTS[weight])));
    const parsed = fontkit.create(data);
    if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${name}: a font collection, not a font`);
    const characters = new Set(parsed.characterSet);
    font = { name, data, covers: (codePoint) => characters.has(codePoint) };
    loaded.set(name, font);
  }
  return font;
}
