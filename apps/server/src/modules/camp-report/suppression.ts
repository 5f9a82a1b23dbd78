/** What a count of 1–4 becomes in anything that leaves the product (ADR 032). */
export const SMALL_COUNT = "<5";
/** Counts under this, and above zero, are suppressed. */
export const SMALL_COUNT_BELOW = 5;

export type Suppressed<T> = T extends number
  ? number | typeof SMALL_COUNT
  : T extends readonly (infer U)[]
    ? Suppressed<U>[]
    : T extends object
      ? { [K in keyof T]: Suppressed<T[K]> }
      : T;

/** The camp report's numbers that are not counts of people or events: kept as they are. */
export const NOT_COUNTS: ReadonlySet<string> = new Set(["medianMinutes", "p90Minutes", "chapter"]);

/** A count as it may leave the product: 1–4 is "<5"; 0 stays 0 (nothing to re-identify), 5 and more stay. */
export function suppressSmallCount(n: number): number | typeof SMALL_COUNT {
  return n > 0 && n < SMALL_COUNT_BELOW ? SMALL_COUNT : n;
}

/**
 * Every count in `value` (a number at any depth, except under a key of `notCounts`) suppressed for export: the
 * CSV, PDF and DHIS2 exports of the camp report go through it; the screen's JSON keeps exact counts.
 */
export function suppressSmallCounts<T>(value: T, notCounts: ReadonlySet<string> = NOT_COUNTS): Suppressed<T> {
  const walk = (v: unknown, key: string | undefined): unknown => {
    if (typeof v === "number") return key !== undefined && notCounts.has(key) ? v : suppressSmallCount(v);
    if (Array.isArray(v)) return v.map((item) => walk(item, undefined));
    if (v !== null && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    }
    return v;
  };
  return walk(value, undefined) as Suppressed<T>;
}
