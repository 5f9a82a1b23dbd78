import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { ALL_CAMPS_PARAMS } from "./all-camps-first-view";
import { type DayRange, dayRangeProblem, WHEN_CHOICES, type WhenChoice } from "./date-range";

/**
 * The All Camps "When" filter: a preset (counted from today in the viewer's calendar) or "Pick dates", which reveals
 * From and To (inclusive days; either may stay empty). Days that cannot match (From after To) are pointed out.
 */
export function WhenFilter({
  when,
  days,
  onChoose,
  onDays,
}: {
  when: WhenChoice;
  /** The picked days as shown (a draft while typing). */
  days: DayRange;
  onChoose: (when: WhenChoice) => void;
  onDays: (days: DayRange) => void;
}) {
  const id = useId();
  const problem = when === "dates" ? dayRangeProblem(days) : undefined;
  const dayField = (key: keyof DayRange, label: string) => (
    <div className="flex flex-col">
      <label htmlFor={`${id}-${key}`} className="label pb-1 whitespace-normal text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={ALL_CAMPS_PARAMS[key]}
        type="date"
        className="input input-bordered w-44"
        value={days[key]}
        // The browser's picker keeps To on or after From.
        min={key === "to" && days.from ? days.from : undefined}
        max={key === "from" && days.to ? days.to : undefined}
        onChange={(e) => onDays({ ...days, [key]: e.target.value })}
        aria-invalid={problem !== undefined}
        aria-describedby={`${id}-problem`}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col">
          <label htmlFor={`${id}-when`} className="label pb-1 whitespace-normal text-sm font-medium">
            {MESSAGES.schedule.whenLabel}
          </label>
          <select
            id={`${id}-when`}
            name={ALL_CAMPS_PARAMS.when}
            className="select select-bordered w-40"
            value={when}
            onChange={(e) => onChoose(e.target.value as WhenChoice)}
          >
            {WHEN_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {MESSAGES.schedule.whenChoices[choice]}
              </option>
            ))}
          </select>
        </div>
        {when === "dates" && (
          <fieldset className="flex flex-wrap items-end gap-4">
            <legend className="sr-only">{MESSAGES.schedule.datesLabel}</legend>
            {dayField("from", MESSAGES.schedule.fromLabel)}
            {dayField("to", MESSAGES.schedule.toLabel)}
          </fieldset>
        )}
      </div>
      {when === "dates" && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-error empty:hidden">
          {problem}
        </p>
      )}
    </div>
  );
}
