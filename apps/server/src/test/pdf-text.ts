import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF opened with PDF.js (as a browser opens it) and its text read back, page by page. Bengali comes back in the
 * order its glyphs stand on the page (a vowel sign written before its consonant is read before it), and a stacked
 * conjunct may be cut into pieces on lines of their own: `squeezed` drops every space and line break, so a word
 * whose letters are in logical and visual order alike is found whole.
 */
export async function pdfText(file: Buffer | Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.destroy();
  const text = pages.join("\n").normalize("NFC");
  return { pages: pages.length, text, squeezed: text.replace(/\s+/g, ""), info };
}

/** `word` as `squeezed` would hold it. */
export const squeezed = (word: string) => word.normalize("NFC").replace(/\s+/g, "");
