import { SMS_LIMITS } from "@medcamp/contract";

/** The GSM 03.38 default alphabet: a text of these only travels as GSM-7 (160 characters a segment). */
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** The extension table: each of these takes two septets (an escape and the character). */
const GSM_EXTENSION = new Set("^{}\\[~]|€\f");

/** Typographic punctuation with a GSM-7 look-alike: replaced, so an English text does not become UCS-2 for a dash. */
const PLAIN = new Map([
  ["—", "-"],
  ["–", "-"],
  ["‘", "'"],
  ["’", "'"],
  ["“", '"'],
  ["”", '"'],
  ["…", "..."],
  ["\u00a0", " "],
]);

export interface Segments {
  encoding: "gsm7" | "ucs2";
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
}

const isGsm = (text: string) => [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));

/**
 * The text as it is sent: when nothing but typographic punctuation keeps it out of GSM-7, that punctuation is written
 * plainly (— as -, ’ as '), so it travels at 160 characters a segment instead of 70.
 */
export function smsText(text: string): string {
  if (isGsm(text)) return text;
  const plain = [...text].map((c) => PLAIN.get(c) ?? c).join("");
  return isGsm(plain) ? plain : text;
}

/**
 * How a text travels (3GPP TS 23.038 / 23.040): GSM-7 when every character is in the default alphabet or its
 * extension table (those count two), 160 septets in one segment, 153 a segment when it takes more (the rest carries
 * the concatenation header); otherwise UCS-2, 70 code units in one, 67 a segment beyond (Bengali and Arabic texts).
 */
export function countSegments(text: string): Segments {
  if (isGsm(text)) {
    const units = [...text].reduce((n, c) => n + (GSM_EXTENSION.has(c) ? 2 : 1), 0);
    return { encoding: "gsm7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: "ucs2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Whether a text fits in the segments a message may take (two). */
export const fitsInSegments = (text: string) => countSegments(text).segments <= SMS_LIMITS.maxSegments;

/**
 * The longest start of `name` (a facility's) with which `render(name)` fits in two segments: the whole name when it
 * fits, else the name cut at a character and ended with "…" (never empty: at least its first character).
 */
export function fitName(name: string, render: (name: string) => string): string {
  if (fitsInSegments(smsText(render(name)))) return name;
  const chars = [...name];
  for (let n = chars.length - 1; n > 1; n--) {
    const cut = `${chars.slice(0, n).join("").trimEnd()}…`;
    if (fitsInSegments(smsText(render(cut)))) return cut;
  }
  return `${chars[0] ?? ""}…`;
}
