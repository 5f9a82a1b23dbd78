import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { ALL_CAMPS_PARAMS } from "./all-camps-first-view";
import { priceRangeFor, priceRangeProblem } from "./price-range";

export type PriceFilterValue = { enabled: boolean; min: string; max: string };

export const NO_PRICE_FILTER: PriceFilterValue = { enabled: false, min: "", max: "" };

/**
 * "Filter by Price": the checkbox reveals Min Price and Max Price (product.md §2); priceRangeFor() applies the rules.
 * A range no camp can match (min above max, a negative price) is pointed out beside the fields. The fields are always
 * in the page and CSS reveals them (`.revealed-by-check`), so the checkbox works before the app has taken over, and
 * a browser without scripts shows them from the start (an empty field filters nothing).
 */
export function PriceFilter({
  value,
  onChange,
}: {
  value: PriceFilterValue;
  onChange: (next: PriceFilterValue) => void;
}) {
  const id = useId();
  const problem = priceRangeProblem(priceRangeFor(value.enabled, value.min, value.max));
  const numberField = (key: "min" | "max", label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="label pb-1 whitespace-normal text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key === "min" ? ALL_CAMPS_PARAMS.minPrice : ALL_CAMPS_PARAMS.maxPrice}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        className="input input-bordered w-32"
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        aria-invalid={problem !== undefined}
        aria-describedby={value.enabled ? `${id}-problem` : undefined}
      />
    </div>
  );

  return (
    <fieldset className="revealed-by-check flex flex-wrap items-end gap-4">
      <legend className="sr-only">{MESSAGES.campsPage.price}</legend>
      <label className="label cursor-pointer gap-2 self-center">
        <input
          type="checkbox"
          className="reveal-check checkbox"
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
        />
        <span>{MESSAGES.campsPage.filterByPrice}</span>
      </label>
      <div className="revealed flex flex-wrap items-end gap-4">
        {numberField("min", MESSAGES.campsPage.minPrice)}
        {numberField("max", MESSAGES.campsPage.maxPrice)}
      </div>
      {value.enabled && (
        <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-error empty:hidden">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
