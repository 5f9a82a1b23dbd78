import { PRICE_MAX_DEFAULT, PRICE_MIN_DEFAULT } from "@medcamp/contract";

/**
 * SPEC §5: the price filter applies only when its checkbox is checked and at least one value exists; a missing
 * max is 9999999999 and a missing min is 0.
 */
export function priceRangeFor(enabled: boolean, min: string, max: string): { min: number; max: number } | undefined {
  const hasMin = min.trim() !== "";
  const hasMax = max.trim() !== "";
  if (!enabled || (!hasMin && !hasMax)) return undefined;
  return { min: hasMin ? Number(min) : PRICE_MIN_DEFAULT, max: hasMax ? Number(max) : PRICE_MAX_DEFAULT };
}
