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
