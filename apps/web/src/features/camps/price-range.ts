import { MESSAGES } from "../../i18n/messages";
import { PRICE_MAX_DEFAULT, PRICE_MIN_DEFAULT } from "@medcamp/contract";

export type PriceRange = { min: number; max: number };

/**
 * product.md §5: the price filter applies only when its checkbox is checked and at least one value exists; a missing
 * max is 9999999999 and a missing min is 0.
 */
export function priceRangeFor(enabled: boolean, min: string, max: string): PriceRange | undefined {
  const hasMin = min.trim() !== "";
  const hasMax = max.trim() !== "";
  if (!enabled || (!hasMin && !hasMax)) return undefined;
  return { min: hasMin ? Number(min) : PRICE_MIN_DEFAULT, max: hasMax ? Number(max) : PRICE_MAX_DEFAULT };
}

/** Why no camp can match the range (the server refuses it too), or undefined when it is a real range. */
export function priceRangeProblem(range: PriceRange | undefined): string | undefined {
  if (!range) return undefined;
  if (range.min < 0 || range.max < 0) return MESSAGES.campsPage.pricesNegative;
  if (range.min > range.max) return MESSAGES.campsPage.minAboveMax;
  return undefined;
}
