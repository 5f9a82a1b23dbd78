/**
 * CSV as spreadsheet programs read it (ADR 021): UTF-8 with a byte-order mark (Excel then reads accents and Bengali
 * correctly), `\r\n` line ends and RFC 4180 quoting. Text a spreadsheet would take for a formula (a cell that
 * begins with `=`, `+`, `-` or `@`, or with a tab or a carriage return, as OWASP advises) is prefixed with `'`, and so
 * is every such start after a `;` or a tab inside a cell: a spreadsheet in a locale whose list separator is `;` (de,
 * fr, es, nl) or one told to split on tabs reads `Bob;=HYPERLINK(…)` as two cells, the second a formula.
 */

import { Readable } from "node:stream";

/** The UTF-8 byte-order mark, written once at the start of a file. */
export const CSV_BOM = "\uFEFF";

/** A cell: text (neutralised and quoted as needed), a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** The characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A `;` or a tab a spreadsheet may split a cell on, followed by what would start a formula there. */
const FORMULA_AFTER_SPLIT = /([;\t])(?=[=+\-@\t\r])/g;
/** Cells with these must be quoted (RFC 4180); a quote inside one is doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it is written between commas. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const split = value.replace(FORMULA_AFTER_SPLIT, "$1'");
  const text = FORMULA_START.test(value) ? `'${split}` : split;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV file as a byte stream: the byte-order mark and the header, then each batch of records as it comes. Pulled:
 * the next batch is asked for only when the reader has taken the last one (a slow download holds one batch in
 * memory, not the file), and a reader that goes away stops the batches (the generator is returned).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvCell[][]>): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map(csvLine).join("");
    }
  }
  // Byte mode: the stream buffers up to 64 KiB ahead of the reader, about one batch.
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * Pages through rows by keyset: `fetch(after)` answers up to `size` rows following the cursor `after` (undefined
 * for the first page), in the key's order; the next cursor is the last row's. Each page is its own query, so no
 * transaction or server-side cursor stays open while a slow reader downloads.
 */
export async function* keysetPages<Row, Cursor>(
  fetch: (after: Cursor | undefined, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size = 1000,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}
