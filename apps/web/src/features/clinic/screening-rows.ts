import { listKey, type ScreeningTest } from "@medcamp/contract";

/** A screening result as typed: the test's name (from the camp's list) and its result ("positive", "12.5", …). */
export interface ScreeningRow {
  test: string;
  result: string;
}

export const EMPTY_SCREENING_ROW: ScreeningRow = { test: "", result: "" };

/** A row's problem before sending, by row and field ("0.result"). */
export type RowErrors = Record<string, string>;

/** The camp's test a row names (names compare as the server does: without case or repeated spaces). */
export const testOf = (tests: readonly ScreeningTest[], name: string) =>
  tests.find((t) => listKey(t.name) === listKey(name));

/** The rows of a saved section (one empty row when there is none). */
export function screeningRows(saved: Record<string, unknown> | undefined): ScreeningRow[] {
  const results = Array.isArray(saved?.results) ? (saved.results as Record<string, unknown>[]) : [];
  const rows = results.map((r) => ({ test: String(r.test ?? ""), result: String(r.value ?? "") }));
  return rows.length > 0 ? rows : [EMPTY_SCREENING_ROW];
}

/** A typed number: decimal commas read as points (phones in Bengali or Spanish may type them). */
const numberOf = (typed: string) => Number(typed.trim().replace(",", "."));

const isBlank = (row: ScreeningRow) => row.test.trim() === "" && row.result.trim() === "";

type Result = { test: string; value: number | string; unit?: string };

/**
 * The section as sent (with the row each result came from), or the rows' problems: each result names a test of the
 * camp's list and gives its kind of result (a number in the test's unit, positive or negative, or text). Blank rows
 * are left out.
 */
export function screeningData(
  rows: readonly ScreeningRow[],
  tests: readonly ScreeningTest[],
  texts: { testRequired: string; resultRequired: string; numberRequired: string },
): { data: { results: Result[] }; rowOf: number[] } | { errors: RowErrors } {
  const errors: RowErrors = {};
  const results: Result[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const test = testOf(tests, row.test);
    const typed = row.result.trim();
    if (!test) errors[`${index}.test`] = texts.testRequired;
    if (typed === "") errors[`${index}.result`] = texts.resultRequired;
    if (!test || typed === "") return;
    if (test.resultType === "number") {
      const value = numberOf(typed);
      if (!Number.isFinite(value)) errors[`${index}.result`] = texts.numberRequired;
      else results.push({ test: test.name, value, ...(test.unit ? { unit: test.unit } : {}) });
    } else results.push({ test: test.name, value: typed });
    if (results.length > rowOf.length) rowOf.push(index);
  });
  return Object.keys(errors).length > 0 ? { errors } : { data: { results }, rowOf };
}

/**
 * The row and field a refusal of the server names ("results.1.value: Haemoglobin gives a number": the second result
 * sent, from row `rowOf[1]`), or null when it names none.
 */
export function refusedField(message: string, rowOf: readonly number[]): string | null {
  const found = /^results\.(\d+)\.(test|value|unit): /.exec(message);
  const row = found ? rowOf[Number(found[1])] : undefined;
  return row === undefined ? null : `${row}.${found![2] === "test" ? "test" : "result"}`;
}
