import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { ALL_CAMPS_PARAMS } from "./all-camps-first-view";
import { useCities } from "./api/get-cities";

/**
 * The All Camps city select, filled from the cities camps take place in. A city the URL names but the list lacks
 * (a shared link to a city whose camps have gone, or the list still loading) is offered too, so the select shows
 * what is in force. Without the list (it failed to load) "All cities" and the URL's city remain.
 */
export function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const id = useId();
  const cities = useCities().data?.cities ?? [];
  // The API matches a city whatever its case: `?city=dhaka` shows as the listed "Dhaka".
  const listed = cities.find((city) => city.toLowerCase() === value.toLowerCase());
  const selected = listed ?? value;
  const options = value !== "" && listed === undefined ? [value, ...cities] : cities;

  return (
    <div>
      <label htmlFor={`${id}-city`} className="label pb-1 whitespace-normal text-sm font-medium">
        {MESSAGES.schedule.cityLabel}
      </label>
      <select
        id={`${id}-city`}
        name={ALL_CAMPS_PARAMS.city}
        className="select select-bordered"
        value={selected}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{MESSAGES.schedule.allCities}</option>
        {options.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    </div>
  );
}
