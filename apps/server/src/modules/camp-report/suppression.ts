/** What a count of 1–4 becomes in anything that leaves the product (ADR 032). */
export const SMALL_COUNT = "<5";
/** Counts under this, and above zero, are suppressed. */
export const SMALL_COUNT_BELOW = 5;

/**
 * A count as it may leave the product: 1–4 is "<5"; 0 stays 0 (nothing to re-identify), 5 and more stay. The CSV,
 * PDF and DHIS2 exports read it through `exportRows` (disclosure.ts); the screen's JSON keeps exact counts.
 */
export function suppressSmallCount(n: number): number | typeof SMALL_COUNT {
  return n > 0 && n < SMALL_COUNT_BELOW ? SMALL_COUNT : n;
}
