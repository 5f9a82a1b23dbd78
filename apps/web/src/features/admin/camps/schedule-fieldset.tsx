import { MESSAGES } from "../../../i18n/messages";
import { type ReactNode, useId, useMemo } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import type { CampFormValues } from "./camp-form-schema";
import { campEndText, ScheduleEndHint } from "./schedule-end-hint";
import { type ScheduleField, scheduleLabels } from "./schedule-form-schema";
import { timeZoneNames } from "./schedule-time-zones";

type Props = {
  register: UseFormRegister<CampFormValues>;
  errors: FieldErrors<CampFormValues>;
  control: Control<CampFormValues>;
};

/**
 * "When and where" (issue 18): the start on a zone's clocks, the place, the capacity. All optional; the derived end
 * shows under the start once one is typed.
 */
export function ScheduleFieldset({ register, errors, control }: Props) {
  const id = useId();
  const labels = scheduleLabels();
  const [start, timeZone, category] = useWatch({ control, name: ["startsAt", "timezone", "category"] });
  // The zone of the camp being edited is in the list even when the browser names zones differently.
  const zones = useMemo(() => timeZoneNames(timeZone), [timeZone]);
  const endText = campEndText(start, timeZone, category);

  const fieldId = (name: ScheduleField) => `${id}-${name}`;
  const errorId = (name: ScheduleField) => `${id}-${name}-error`;
  const a11y = (name: ScheduleField, hint?: string) => {
    const describedBy = [errors[name] ? errorId(name) : "", hint ?? ""].filter(Boolean).join(" ");
    return {
      id: fieldId(name),
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };
  // No maxLength: a text too long says so under the field, as the camp's other fields do.
  const text = (name: ScheduleField) => (
    <input className="input input-bordered w-full" {...a11y(name)} {...register(name)} />
  );

  const field = (name: ScheduleField, input: ReactNode, after?: ReactNode) => (
    <div key={name}>
      <label htmlFor={fieldId(name)} className="label pb-1 whitespace-normal text-sm font-medium">
        {labels[name]}
      </label>
      {input}
      {errors[name]?.message && (
        <p id={errorId(name)} className="mt-1 text-sm text-error">
          {errors[name]?.message}
        </p>
      )}
      {after}
    </div>
  );

  return (
    <fieldset className="rounded-box border border-base-300 p-4">
      <legend className="px-1 text-sm font-medium">{MESSAGES.adminCampForm.whenAndWhere}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          "startsAt",
          <input
            type="datetime-local"
            className="input input-bordered w-full"
            {...a11y("startsAt", `${id}-ends`)}
            {...register("startsAt")}
          />,
          <ScheduleEndHint id={`${id}-ends`} text={endText} />,
        )}
        {field(
          "timezone",
          <select className="select select-bordered w-full" {...a11y("timezone")} {...register("timezone")}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>,
        )}
        {field("venue", text("venue"))}
        {field("address", text("address"))}
        {field("city", text("city"))}
        {field("country", text("country"))}
        {field("lat", text("lat"))}
        {field("lng", text("lng"))}
        {field(
          "capacity",
          <input
            inputMode="numeric"
            className="input input-bordered w-full"
            {...a11y("capacity", `${id}-capacity-hint`)}
            {...register("capacity")}
          />,
          <p id={`${id}-capacity-hint`} className="mt-1 text-sm text-base-content/70">
            {MESSAGES.schedule.capacityHint}
          </p>,
        )}
      </div>
    </fieldset>
  );
}
