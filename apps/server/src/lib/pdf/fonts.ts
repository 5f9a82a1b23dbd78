import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
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

/**
 * A WOFF file as the plain font it wraps (SFNT: TrueType or OpenType). fontkit reads WOFF, but inflates a table
 * again, in JavaScript, each time it reads it, for every document: some seconds a page of Bengali or Arabic. Node's
 * zlib inflates each table once here instead.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, LoadedFont>();

/** A face in a weight, read from its package once per process. */
export function fontOf(face: FontFace, weight: FontWeight): LoadedFont {
  const name = `${face}-${weight}`;
  let font = loaded.get(name);
  if (!font) {
    const data = sfntFromWoff(readFileSync(require.resolve(FILES[face](WEIGHTS[weight]))));
    const parsed = fontkit.create(data);
    if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${name}: a font collection, not a font`);
    const characters = new Set(parsed.characterSet);
    font = { name, data, covers: (codePoint) => characters.has(codePoint) };
    loaded.set(name, font);
  }
  return font;
}
