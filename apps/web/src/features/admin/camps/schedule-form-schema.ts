import {
  CAPACITY_MAX,
  type CampLocation,
  isTimeZone,
  LIMITS,
  type Meal,
  type MealInput,
  type MealUpdate,
} from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { z } from "zod";
import { instantToWallTime, viewerTimeZone, wallTimeToInstant } from "../../../lib/zoned-time";

/**
 * The "When and where" fields as typed (issue 18): a wall time in a zone, a place, a capacity. Each is optional;
 * `checkSchedule` holds the rules that tie them together, with the server's bounds.
 */
export const scheduleFormShape = {
  startsAt: z.string(),
  timezone: z.string(),
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.string(),
  lng: z.string(),
  capacity: z.string(),
};
export type ScheduleFormValues = { [K in keyof typeof scheduleFormShape]: string };
export type ScheduleField = keyof ScheduleFormValues;

/** Each field's label, read when called (in the language being read then). */
export const scheduleLabels = (): Record<ScheduleField, string> => ({
  startsAt: MESSAGES.schedule.startsLabel,
  timezone: MESSAGES.schedule.timeZoneLabel,
  venue: MESSAGES.schedule.venueLabel,
  address: MESSAGES.schedule.addressLabel,
  city: MESSAGES.schedule.cityLabel,
  country: MESSAGES.schedule.countryLabel,
  lat: MESSAGES.schedule.latitudeLabel,
  lng: MESSAGES.schedule.longitudeLabel,
  capacity: MESSAGES.schedule.capacityLabel,
});

const PLACE_TEXTS = ["venue", "address", "city", "country"] as const;
const COORDINATES = { lat: 90, lng: 180 } as const;
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/** The form's rules for the schedule fields; the messages name the field as its label does. */
export function checkSchedule(values: ScheduleFormValues, ctx: z.RefinementCtx): void {
  const issue = (path: ScheduleField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const labels = scheduleLabels();
  const start = values.startsAt.trim();
  if (start && wallTimeToInstant(start, "UTC") === null) issue("startsAt", MESSAGES.schedule.startsInvalid);
  if (start && !isTimeZone(values.timezone)) issue("timezone", MESSAGES.schedule.chooseTimeZone);

  const anyPlace = [...PLACE_TEXTS, "lat", "lng"].some((k) => values[k as ScheduleField].trim() !== "");
  for (const key of PLACE_TEXTS) {
    const text = values[key].trim();
    const label = labels[key];
    if (anyPlace && !text) issue(key, MESSAGES.schedule.fieldRequired(label));
    if (text.length > LIMITS[key]) issue(key, MESSAGES.schedule.fieldTooLong(label, LIMITS[key]));
  }
  for (const [key, bound] of Object.entries(COORDINATES) as [keyof typeof COORDINATES, number][]) {
    const text = values[key].trim();
    const other = values[key === "lat" ? "lng" : "lat"].trim();
    if (text && (!DECIMAL.test(text) || Math.abs(Number(text)) > bound)) {
      issue(key, MESSAGES.schedule.coordinateRange(labels[key], bound));
    } else if (!text && other) issue(key, MESSAGES.schedule.bothCoordinates);
  }

  const capacity = values.capacity.trim();
  if (capacity && (!/^\d+$/.test(capacity) || Number(capacity) < 1)) {
    issue("capacity", MESSAGES.schedule.capacityInvalid);
  } else if (capacity && Number(capacity) > CAPACITY_MAX) {
    issue("capacity", MESSAGES.schedule.capacityTooLarge(CAPACITY_MAX));
  }
}

/** Blank fields, with the start's zone preset to the viewer's own. */
export function emptySchedule(): ScheduleFormValues {
  return {
    startsAt: "",
    timezone: viewerTimeZone(),
    venue: "",
    address: "",
    city: "",
    country: "",
    lat: "",
    lng: "",
    capacity: "",
  };
}

/** The Update modal's prefill: the start on the camp's own clocks, in the camp's own zone. */
export function scheduleFromCamp(camp: Pick<Meal, "startsAt" | "timezone" | "location" | "capacity">) {
  const zone = camp.timezone ?? viewerTimeZone();
  return {
    startsAt: camp.startsAt ? instantToWallTime(camp.startsAt, zone) : "",
    timezone: zone,
    venue: camp.location?.venue ?? "",
    address: camp.location?.address ?? "",
    city: camp.location?.city ?? "",
    country: camp.location?.country ?? "",
    lat: camp.location?.lat === undefined ? "" : String(camp.location.lat),
    lng: camp.location?.lng === undefined ? "" : String(camp.location.lng),
    capacity: camp.capacity === null ? "" : String(camp.capacity),
  } satisfies ScheduleFormValues;
}

type ScheduleInput = Pick<MealUpdate, "startsAt" | "timezone" | "location" | "capacity">;

/** Checked values → the API's fields; a blank part is null (the Update modal sends that to clear it). */
function toSchedule(values: ScheduleFormValues): Required<ScheduleInput> {
  const start = values.startsAt.trim();
  const [venue, address, city, country] = PLACE_TEXTS.map((k) => values[k].trim());
  const hasPlace = Boolean(venue && address && city && country);
  const location: CampLocation | null = hasPlace
    ? { venue: venue!, address: address!, city: city!, country: country! }
    : null;
  if (location && values.lat.trim() && values.lng.trim()) {
    location.lat = Number(values.lat);
    location.lng = Number(values.lng);
  }
  return {
    startsAt: start ? wallTimeToInstant(start, values.timezone) : null,
    timezone: start ? values.timezone : null,
    location,
    capacity: values.capacity.trim() ? Number(values.capacity) : null,
  };
}

/** For Add camp and Add an Upcoming Camp: a blank part is left out, so the spec's payload stays as it was. */
export function toScheduleInput(values: ScheduleFormValues): Partial<MealInput> {
  const schedule = toSchedule(values);
  return Object.fromEntries(Object.entries(schedule).filter(([, value]) => value !== null));
}

/**
 * For the Update modal: every part, null clearing it. An untouched start is sent as the camp has it, so a time the
 * clocks show twice keeps whichever of the two it was.
 */
export function toScheduleUpdate(
  values: ScheduleFormValues,
  camp: Pick<Meal, "startsAt" | "timezone">,
): Required<ScheduleInput> {
  const schedule = toSchedule(values);
  const prefilled = camp.startsAt && camp.timezone ? instantToWallTime(camp.startsAt, camp.timezone) : "";
  const untouched = prefilled !== "" && values.startsAt.trim() === prefilled && values.timezone === camp.timezone;
  return untouched ? { ...schedule, startsAt: camp.startsAt } : schedule;
}
