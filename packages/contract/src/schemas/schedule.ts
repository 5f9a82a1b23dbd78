import { z } from "zod";
import { CALENDAR_DAYS, CAPACITY_MAX, LIMITS } from "../constants.ts";

/** An IANA time zone name the runtime knows (`Asia/Dhaka`, `Europe/London`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .max(LIMITS.timezone)
  .refine(isTimeZone, { message: "timezone must be an IANA time zone name such as Asia/Dhaka" });

/** An instant with its offset (`2026-12-01T09:00:00+06:00`, or `Z`). */
export const instantSchema = z.iso.datetime({
  offset: true,
  message: "must be an ISO 8601 date-time with an offset",
});

/** A calendar day `YYYY-MM-DD` that exists, from CALENDAR_DAYS.first to CALENDAR_DAYS.last. */
export const calendarDateSchema = z.iso
  .date({ message: "must be a date YYYY-MM-DD" })
  .refine((day) => day >= CALENDAR_DAYS.first && day <= CALENDAR_DAYS.last, {
    message: `must be a day between ${CALENDAR_DAYS.first} and ${CALENDAR_DAYS.last}`,
  });

const placeText = (max: number, field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} can be at most ${max} characters` });

/** Where a camp takes place. lat/lng are optional but go together. */
export const locationSchema = z
  .object({
    venue: placeText(LIMITS.venue, "Venue"),
    address: placeText(LIMITS.address, "Address"),
    city: placeText(LIMITS.city, "City"),
    country: placeText(LIMITS.country, "Country"),
    lat: z.number().min(-90).max(90, { message: "lat must be between -90 and 90" }).optional(),
    lng: z.number().min(-180).max(180, { message: "lng must be between -180 and 180" }).optional(),
  })
  .refine((l) => (l.lat === undefined) === (l.lng === undefined), {
    message: "lat and lng go together",
    path: ["lng"],
  });
export type CampLocation = z.infer<typeof locationSchema>;

export const capacitySchema = z
  .number({ message: "capacity must be a whole number" })
  .int({ message: "capacity must be a whole number" })
  .min(1, { message: "capacity must be at least 1" })
  .max(CAPACITY_MAX, { message: `capacity can be at most ${CAPACITY_MAX}` });

/**
 * The schedule, place and seats an admin may give a camp (issue 18). Absent on create means none; on update, absent
 * keeps what is stored and null clears it. `startsAt` and `timezone` go together.
 */
export const campScheduleInputShape = {
  startsAt: instantSchema.nullable().optional(),
  timezone: timeZoneSchema.nullable().optional(),
  location: locationSchema.nullable().optional(),
  capacity: capacitySchema.nullable().optional(),
};

/** `startsAt` and `timezone` are given together or not at all. */
export const startsWithZone = (input: { startsAt?: string | null; timezone?: string | null }) =>
  (input.startsAt == null) === (input.timezone == null);
export const startsWithZoneIssue = {
  message: "startsAt and timezone go together",
  path: ["timezone"],
};

/** The schedule fields every camp answer carries; null when the camp has none. */
export const campScheduleOutputShape = {
  startsAt: z.string().nullable(),
  /** The start plus the category's days, in the camp's time zone. */
  endsAt: z.string().nullable(),
  timezone: z.string().nullable(),
  location: z
    .object({
      venue: z.string(),
      address: z.string(),
      city: z.string(),
      country: z.string(),
      lat: z.number().optional(),
      lng: z.number().optional(),
    })
    .nullable(),
  capacity: z.number().int().nullable(),
};

/** Seats of a published camp: taken (pending or delivered requests), left (null without a limit), waiting. */
export const campSeatsOutputShape = {
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  waitlistCount: z.number().int(),
  /** Until then only Platinum members may take its seats (issue 20: a camp just published from Upcoming). */
  priorityUntil: z.iso.datetime({ offset: true }).optional(),
};

/** `GET /api/meal-cities`: the cities camps take place in, for the All Camps city filter. */
export const mealCitiesSchema = z.object({ cities: z.array(z.string()) });
export type MealCities = z.infer<typeof mealCitiesSchema>;

/** `GET /api/me/calendar` and `POST /api/me/calendar/rotate`: the signed-in user's personal calendar feed. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** `/api/calendar/{token}.ics`: the token is URL-safe base64 of 32 random bytes. */
export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "Calendar not found" }),
});
