/** Escapes LIKE/ILIKE wildcards so user text is matched literally (`\` is PostgreSQL's default escape). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * Rows per statement for a multi-row insert or an `IN` list whose length follows its input (a camp's likers, its
 * seat-holders): PostgreSQL takes at most 65,535 bind parameters in one statement, so a batch of thousands is sent
 * as several statements of this many (in the caller's transaction, so they still commit together).
 */
export const STATEMENT_BATCH = 500;

/** `items` in consecutive slices of at most `size`, in order. */
export function inBatches<T>(items: readonly T[], size = STATEMENT_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
