import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { ALL_CAMPS_PARAMS } from "./all-camps-first-view";
import { priceRangeFor, priceRangeProblem } from "./price-range";

export type PriceFilterValue = { enabled: boolean; min: string; max: string };

export const NO_PRICE_FILTER: PriceFilterValue = { enabled: false, min: "", max: "" };

/**
 * "Filter by Price": the checkbox reveals Min Price and Max Price (product.md §2); priceRangeFor() applies the rules.
 * A range no camp can match (min above max, a negative price) is pointed out beside the fields.
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
        aria-describedby={`${id}-problem`}
      />
    </div>
  );

  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="sr-only">{MESSAGES.campsPage.price}</legend>
      <label className="label cursor-pointer gap-2 self-center">
        <input
          type="checkbox"
          className="checkbox"
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
        />
        <span>{MESSAGES.campsPage.filterByPrice}</span>
      </label>
      {value.enabled && (
        <>
          {numberField("min", MESSAGES.campsPage.minPrice)}
          {numberField("max", MESSAGES.campsPage.maxPrice)}
          <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-error empty:hidden">
            {problem}
          </p>
        </>
      )}
      {/* Without JavaScript the checkbox cannot reveal the fields, so they are there from the start (an empty field
          filters nothing). A browser running JavaScript shows none of this. */}
      {!value.enabled && (
        <noscript>
          <div className="flex flex-wrap items-end gap-4">
            {numberField("min", MESSAGES.campsPage.minPrice)}
            {numberField("max", MESSAGES.campsPage.maxPrice)}
          </div>
        </noscript>
      )}
    </fieldset>
  );
}
