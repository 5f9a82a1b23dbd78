import bidiFactory from "bidi-js";
import { type FontFace, fontOf, type FontWeight } from "./fonts.ts";

/**
 * A line of text as runs to draw left to right (ADR 033): each in one font face, in visual order by the Unicode
 * bidirectional algorithm. Each run is shaped by HarfBuzz (shaping.ts), which joins Arabic and reorders Bengali's
 * vowel signs and conjuncts, and lays an Arabic run right to left on its own: what this adds is choosing the font
 * per character and ordering the runs of a mixed line.
 */
export interface TextRun {
  text: string;
  face: FontFace;
  /**
   * A right-to-left script's run, laid out whole: pdfkit otherwise lays a run out word by word (each cached) and
   * would leave an Arabic sentence's words in typed order.
   */
  whole: boolean;
}
export type Direction = "ltr" | "rtl";

const bidi = bidiFactory();
const BENGALI = /\p{Script=Bengali}/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Marks and joiners belong to the character before them: they stay in its run. */
const JOINS_PREVIOUS = /[\p{M}\u200c\u200d]/u;
/** Scripts the shaper lays right to left by itself (the first character of a script that is not Common decides). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const FALLBACK: readonly FontFace[] = ["latin", "latinExt", "bengali", "arabic"];
/** Invisible format characters (bidi marks that dates in Arabic carry): they steer the order, and are not drawn. */
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/gu;
const IS_INVISIBLE = /^(?![\u200c\u200d])\p{Cf}$/u;

const covered = (char: string, weight: FontWeight) =>
  FALLBACK.some((face) => fontOf(face, weight).covers(char.codePointAt(0)!));

/**
 * A character no face has, as its compatibility form when the faces have that: a thin or narrow space (dates and
 * times) as a space, ² and ₂ (kg/m², SpO₂) as 2.
 */
function printable(char: string, weight: FontWeight): string {
  if (covered(char, weight) || IS_INVISIBLE.test(char)) return char;
  const compatible = char.normalize("NFKC");
  return compatible !== char && [...compatible].every((c) => covered(c, weight)) ? compatible : char;
}

/** The face for one character: its script's, else the previous character's if that face has it, else the first that does. */
function faceFor(char: string, previous: FontFace | undefined, weight: FontWeight): FontFace {
  if (BENGALI.test(char)) return "bengali";
  if (ARABIC.test(char)) return "arabic";
  if (previous && JOINS_PREVIOUS.test(char)) return previous;
  const codePoint = char.codePointAt(0)!;
  if (previous && fontOf(previous, weight).covers(codePoint)) return previous;
  return FALLBACK.find((face) => fontOf(face, weight).covers(codePoint)) ?? "latin";
}

const shaperReversesRun = (text: string) => RTL_SCRIPT.test(text.match(SCRIPTED)?.[0] ?? "");
const mirrored = (char: string) => bidi.getMirroredCharacter(char) ?? char;

/**
 * One line (no line break inside) as runs in visual order. `direction` is the paragraph's; undefined: the first
 * strong character's (as `dir="auto"`).
 */
export function visualRuns(line: string, weight: FontWeight, direction?: Direction): TextRun[] {
  const chars = [...line].map((char) => printable(char, weight));
  if (!chars.length) return [];
  const { levels } = bidi.getEmbeddingLevels(chars.join(""), direction);
  // Runs in logical order: a new one where the level or the face changes. Levels are per UTF-16 unit.
  const logical: { text: string; face: FontFace; level: number }[] = [];
  let unit = 0;
  for (const char of chars) {
    const level = levels[unit]!;
    unit += char.length;
    const last = logical.at(-1);
    const face = faceFor(char, last?.face, weight);
    if (last && last.face === face && last.level === level) last.text += char;
    else logical.push({ text: char, face, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...logical.map((r) => r.level));
  const lowestOdd = Math.min(...logical.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  const visual = [...logical];
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < visual.length; i++) {
      if (visual[i]!.level < level) continue;
      let end = i;
      while (end + 1 < visual.length && visual[end + 1]!.level >= level) end++;
      visual.splice(i, end - i + 1, ...visual.slice(i, end + 1).reverse());
      i = end;
    }
  }
  // Inside a run: right to left at an odd level. The shaper reverses runs of a right-to-left script itself; any other
  // run at an odd level (digits' neighbours, punctuation) is reversed here, its brackets mirrored (L4).
  return visual.flatMap(({ text, face, level }) => {
    const rtl = level % 2 === 1;
    const shown = [...text.replace(INVISIBLE, "")].map((char) => (rtl ? mirrored(char) : char)).join("");
    if (!shown) return [];
    const whole = shaperReversesRun(shown);
    return [{ text: rtl !== whole ? [...shown].reverse().join("") : shown, face, whole }];
  });
}

/**
 * A value set into a sentence, isolated from it (U+2068 … U+2069, as a <bdi>): a Latin camp name before an Arabic
 * comma and a date keeps the date's number out of its run.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
