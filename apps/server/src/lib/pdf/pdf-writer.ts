import { type Locale, localeDirection } from "@medcamp/contract";
import PDFDocument from "pdfkit";
import { FONT_FACES, type FontFace, fontOf, type FontWeight } from "./fonts.ts";
import { shapeWithHarfBuzz } from "./shaping.ts";
import { type Direction, type TextRun, visualRuns } from "./text-runs.ts";

/**
 * A simple flowing document (ADR 033): headings, paragraphs, label–value pairs and tables down A4 pages, in the
 * document's language and its direction (Arabic's columns and alignment mirrored), fonts embedded as subsets.
 * Layout is ours (text-runs.ts chooses fonts and orders runs); pdfkit shapes and writes the runs.
 */
export interface PdfWriterOptions {
  locale: Locale;
  /** The document's title (its metadata, and the window's title in a viewer). */
  title: string;
  createdAt: Date;
}

/** How a piece of text is written: `auto` takes its direction from its first strong character (typed text). */
export interface TextStyle {
  size?: number;
  weight?: FontWeight;
  muted?: boolean;
  direction?: Direction | "auto";
}

/**
 * A table column: its share of the width; `numeric`: numbers, read left to right at the column's end; `ltr`: text
 * read left to right (codes, age bands) at its start.
 */
export interface Column {
  title: string;
  share: number;
  numeric?: boolean;
  ltr?: boolean;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const BODY_SIZE = 10;
/** Bengali's vowel signs reach far above and below the line: lines are spaced for them in every language. */
const LEADING = 1.55;
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#bbbbbb";
const CELL_PAD = 4;

/** What of pdfkit's embedded fonts `mapPieceGlyphs` reads and writes: not in its typings. */
interface EmbeddedFontInternals {
  unicode?: number[][];
  subset?: { glyphs: number[] };
  font?: { _cmapProcessor?: { codePointsForGlyph(glyph: number): number[] } };
}

/**
 * Gives every glyph of the embedded fonts text for the PDF's ToUnicode map. Shaping splits a Bengali vowel sign
 * such as ো into two glyphs; pdfkit records the text of a glyph from its first use, and a piece carries none, so
 * its entry is empty and PDF.js (and copy and paste) reads whatever the font's glyph happens to be ("7", "L"). A
 * piece is mapped to the character the font's cmap gives its glyph (া for the second half of ো), else to a zero
 * width space.
 */
function mapPieceGlyphs(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFontInternals> })._fontFamilies;
  for (const font of new Set(Object.values(families))) {
    const { unicode, subset } = font;
    const cmap = font.font?._cmapProcessor;
    if (!unicode || !subset || !cmap) continue;
    unicode.forEach((codePoints, glyph) => {
      if (codePoints.length) return;
      const mapped = cmap.codePointsForGlyph(subset.glyphs[glyph]!);
      unicode[glyph] = mapped.length ? mapped.slice(0, 1) : [0x200b];
    });
  }
}
type Side = "left" | "right";

export function createPdfWriter({ locale, title, createdAt }: PdfWriterOptions) {
  const direction = localeDirection(locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: locale,
    displayTitle: true,
    bufferPages: true,
    info: { Title: title, Author: "MedCamp", Creator: "MedCamp", CreationDate: createdAt },
  });
  for (const face of FONT_FACES) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(`${face}-${weight}`, fontOf(face, weight).data);
  }
  /** Sets the font of a run, shaped by HarfBuzz (shaping.ts) from its first use in this document. */
  function useFont(face: FontFace, weight: FontWeight, size: number) {
    doc.font(`${face}-${weight}`).fontSize(size);
    const opened = (doc as unknown as { _font: { font?: import("fontkit").Font } })._font.font;
    if (opened) shapeWithHarfBuzz(opened, fontOf(face, weight).data);
    return doc;
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  let y = PAGE.margin;

  const baseOf = (style: TextStyle): Direction | undefined =>
    style.direction === "auto" ? undefined : (style.direction ?? direction);
  // Shaping a run is the costly part of a page (Bengali and Arabic most): each run's width is shaped once.
  const widths = new Map<string, number>();
  function runWidth(run: TextRun, size: number, weight: FontWeight): number {
    const key = `${run.face}-${weight}-${size}\u0000${run.text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = useFont(run.face, weight, size).widthOfString(run.text, run.whole ? { features: [] } : {});
      widths.set(key, width);
    }
    return width;
  }
  const lineWidth = (runs: TextRun[], size: number, weight: FontWeight) =>
    runs.reduce((sum, run) => sum + runWidth(run, size, weight), 0);
  const widthOf = (text: string, size: number, weight: FontWeight, base?: Direction) =>
    lineWidth(visualRuns(text, weight, base), size, weight);

  /** A word too long for the width, cut between graphemes (never inside a Bengali cluster). */
  function cutWord(word: string, width: number, size: number, weight: FontWeight, base?: Direction): string[] {
    const pieces: string[] = [];
    let piece = "";
    for (const { segment } of new Intl.Segmenter(locale, { granularity: "grapheme" }).segment(word)) {
      if (piece && widthOf(piece + segment, size, weight, base) > width) {
        pieces.push(piece);
        piece = segment;
      } else piece += segment;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  /**
   * The text broken into lines that fit `width`, at spaces (and line breaks it holds). A line's width is the sum of
   * its words' and spaces' (each shaped once): no script here joins or kerns across a space.
   */
  function wrap(text: string, width: number, size: number, weight: FontWeight, base?: Direction): string[] {
    const lines: string[] = [];
    const space = widthOf(" ", size, weight, base);
    for (const paragraph of text.split(/\r?\n/)) {
      let line = "";
      let used = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = widthOf(word, size, weight, base);
        const needed = line ? used + space + wordWidth : wordWidth;
        if (needed <= width) {
          line = line ? `${line} ${word}` : word;
          used = needed;
          continue;
        }
        if (line) lines.push(line);
        const pieces = wordWidth > width ? cutWord(word, width, size, weight, base) : [word];
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? "";
        used = widthOf(line, size, weight, base);
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line at the baseline `baseline`, within [x, x + width], against its left or right side. */
  function drawLine(line: string, x: number, width: number, baseline: number, style: TextStyle, side: Side) {
    const size = style.size ?? BODY_SIZE;
    const weight = style.weight ?? "regular";
    const runs = visualRuns(line, weight, baseOf(style));
    let cursor = side === "right" ? x + width - lineWidth(runs, size, weight) : x;
    doc.fillColor(style.muted ? MUTED : INK);
    for (const run of runs) {
      const width = runWidth(run, size, weight);
      // `textWidth` (pdfkit reads it, its typings do not list it): the width measured once, not shaped again.
      const options = {
        lineBreak: false,
        baseline: "alphabetic" as const,
        textWidth: width,
        ...(run.whole ? { features: [] } : {}),
      };
      useFont(run.face, weight, size).text(run.text, cursor, baseline, options);
      cursor += width;
    }
  }

  const lineHeight = (size: number) => size * LEADING;
  /** The document's start side (right in Arabic) and its end side. */
  const startSide: Side = direction === "rtl" ? "right" : "left";
  const endSide: Side = direction === "rtl" ? "left" : "right";

  function newPage() {
    doc.addPage();
    y = PAGE.margin;
  }
  /** Room for `height` on this page, else a new page. */
  function ensure(height: number) {
    if (y + height > BOTTOM) newPage();
  }

  function paragraph(text: string, style: TextStyle = {}) {
    const size = style.size ?? BODY_SIZE;
    for (const line of wrap(text, CONTENT_WIDTH, size, style.weight ?? "regular", baseOf(style))) {
      ensure(lineHeight(size));
      // Every paragraph keeps to the document's start side, a typed text in another direction too (as a <bdi>).
      drawLine(line, PAGE.margin, CONTENT_WIDTH, y + size, style, startSide);
      y += lineHeight(size);
    }
  }

  function rule(color = RULE) {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  /** A table row laid out: each cell wrapped in its column, columns in the document's order (mirrored in Arabic). */
  function layRow(cells: readonly string[], columns: readonly Column[], weight: FontWeight, header = false) {
    const totalShare = columns.reduce((sum, c) => sum + c.share, 0);
    let offset = 0;
    const laid = cells.map((cell, i) => {
      const column = columns[i]!;
      const width = (column.share / totalShare) * CONTENT_WIDTH;
      const x = direction === "rtl" ? PAGE.margin + CONTENT_WIDTH - offset - width : PAGE.margin + offset;
      offset += width;
      // Numbers read left to right and sit at the column's end (the right in English, the left in Arabic).
      // A column's title is in the document's direction: only its cells may read left to right.
      const style: TextStyle = { weight, direction: !header && (column.numeric || column.ltr) ? "ltr" : direction };
      const lines = wrap(cell, width - 2 * CELL_PAD, BODY_SIZE, weight, baseOf(style));
      return { x, width, lines, style, side: column.numeric ? endSide : startSide };
    });
    const height = Math.max(1, ...laid.map((c) => c.lines.length)) * lineHeight(BODY_SIZE) + CELL_PAD;
    return { laid, height };
  }

  function drawRow({ laid, height }: ReturnType<typeof layRow>) {
    for (const cell of laid) {
      cell.lines.forEach((line, n) => {
        const baseline = y + CELL_PAD / 2 + BODY_SIZE + n * lineHeight(BODY_SIZE);
        drawLine(line, cell.x + CELL_PAD, cell.width - 2 * CELL_PAD, baseline, cell.style, cell.side);
      });
    }
    y += height;
    rule();
  }

  return {
    /** The document's title or a part's heading. */
    heading(text: string, level: 1 | 2 = 2) {
      const size = level === 1 ? 18 : 13;
      y += level === 1 ? 0 : size * 0.6;
      // A heading is not left alone at the foot of a page: room for it and two lines under it.
      ensure(lineHeight(size) + 2 * lineHeight(BODY_SIZE));
      paragraph(text, { size, weight: "bold" });
    },
    paragraph,
    /** Label and value lines: labels in bold in the first third, values (typed text: `auto`) after them. */
    pairs(lines: readonly (readonly [string, string])[], valueDirection: Direction | "auto" = "auto") {
      const labelWidth = CONTENT_WIDTH / 3;
      const valueWidth = CONTENT_WIDTH - labelWidth;
      const labelX = direction === "rtl" ? PAGE.margin + valueWidth : PAGE.margin;
      const valueX = direction === "rtl" ? PAGE.margin : PAGE.margin + labelWidth;
      const valueStyle: TextStyle = { direction: valueDirection };
      for (const [label, value] of lines) {
        const labelLines = wrap(label, labelWidth - CELL_PAD, BODY_SIZE, "bold", direction);
        const valueLines = wrap(value, valueWidth, BODY_SIZE, "regular", baseOf(valueStyle));
        const height = Math.max(labelLines.length, valueLines.length) * lineHeight(BODY_SIZE);
        ensure(height);
        labelLines.forEach((line, n) =>
          drawLine(
            line,
            labelX,
            labelWidth - CELL_PAD,
            y + BODY_SIZE + n * lineHeight(BODY_SIZE),
            { weight: "bold" },
            startSide,
          ),
        );
        // The value keeps to the document's start side whatever its own direction (as a <bdi> in a <dd>).
        valueLines.forEach((line, n) =>
          drawLine(line, valueX, valueWidth, y + BODY_SIZE + n * lineHeight(BODY_SIZE), valueStyle, startSide),
        );
        y += height;
      }
    },
    /** A table with a bold header row, repeated on each page it runs onto. */
    table(columns: readonly Column[], rows: readonly (readonly string[])[]) {
      const header = layRow(
        columns.map((c) => c.title),
        columns,
        "bold",
        true,
      );
      const drawHeader = () => {
        rule(INK);
        drawRow(header);
      };
      ensure(header.height + lineHeight(BODY_SIZE) * 2);
      drawHeader();
      for (const cells of rows) {
        const laid = layRow(cells, columns, "regular");
        if (y + laid.height > BOTTOM) {
          newPage();
          drawHeader();
        }
        drawRow(laid);
      }
    },
    gap(points = BODY_SIZE) {
      y += points;
    },
    /** The page numbers ("2 / 3") at each page's foot, then the file. */
    async finish(): Promise<Buffer> {
      const { start, count } = doc.bufferedPageRange();
      for (let page = start; page < start + count; page++) {
        doc.switchToPage(page);
        const number = `${page - start + 1} / ${count}`;
        drawLine(
          number,
          PAGE.margin,
          CONTENT_WIDTH,
          PAGE.height - 28,
          { size: 8, muted: true, direction: "ltr" },
          endSide,
        );
      }
      mapPieceGlyphs(doc);
      doc.end();
      return ended;
    },
  };
}
export type PdfWriter = ReturnType<typeof createPdfWriter>;
