/** A query string without the empty values. */
export function searchParams(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]): [string, string] => [k, String(v)]);
  return new URLSearchParams(entries).toString();
}
