import type { CampLocation } from "@medcamp/contract";
import { viewerTimeZone } from "./zoned-time";
import { currentLocale } from "../i18n/active-locale";

/** A camp's schedule as every camp answer carries it (issue 18); each field is null for a camp without dates. */
export type CampSchedule = {
  startsAt?: string | null;
  endsAt?: string | null;
  timezone?: string | null;
};

/** The viewer's own IANA time zone, as the browser reports it. */

// Formatters are cached per locale and zone: building one per card is slow on phones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, timeZone: string, withYear: boolean) {
  const key = `${locale ?? ""}|${timeZone}|${withYear}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      year: withYear ? "numeric" : undefined,
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    formatters.set(key, found);
  }
  return found;
}

const yearIn = (date: Date, locale: string | undefined, timeZone: string) =>
  formatter(locale, timeZone, true)
    .formatToParts(date)
    .find((part) => part.type === "year")?.value;

/** Two names of one zone (`Asia/Calcutta`, `Asia/Kolkata`) are the same zone; compare what the runtime resolves. */
const canonicalZone = (timeZone: string) => new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;

type FormatOptions = { viewerZone?: string; locale?: string };

/**
 * A dated camp's start and end in the camp's own time zone, e.g. "Tue, Dec 1, 2026, 9:00 AM – Fri, Dec 4, 9:00 AM"
 * (the end's year only when it differs), followed by the zone's name when it is not the viewer's:
 * "… (Asia/Dhaka)". Null for a camp without dates.
 */
export function formatCampDates(camp: CampSchedule, options: FormatOptions = {}): string | null {
  if (!camp.startsAt || !camp.timezone) return null;
  const { locale = currentLocale(), viewerZone = viewerTimeZone() } = options;
  const zone = camp.timezone;
  const start = new Date(camp.startsAt);
  let text = formatter(locale, zone, true).format(start);
  if (camp.endsAt) {
    const end = new Date(camp.endsAt);
    const sameYear = yearIn(start, locale, zone) === yearIn(end, locale, zone);
    text += ` – ${formatter(locale, zone, !sameYear).format(end)}`;
  }
  return canonicalZone(zone) === canonicalZone(viewerZone) ? text : `${text} (${zone})`;
}

/** A camp has ended once its end is reached (issue 18); a camp without dates never ends. */
export const isEnded = (camp: CampSchedule, now: Date = new Date()) =>
  camp.endsAt != null && Date.parse(camp.endsAt) <= now.getTime();

/** `20261201T030000Z`: an instant in UTC as Google Calendar's `dates` wants it. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** The one line a place is written on: "Venue, Address, City, Country". */
export const placeLine = (location: CampLocation) =>
  [location.venue, location.address, location.city, location.country].join(", ");

// Google's link must stay short enough for every browser; a long description is cut.
const DETAILS_MAX = 1000;

export type CalendarCamp = CampSchedule & {
  title: string;
  description: string;
  location?: CampLocation | null;
};

/** A Google Calendar "add event" link for a dated camp, in the camp's zone; null for a camp without dates. */
export function googleCalendarUrl(camp: CalendarCamp, pageUrl: string): string | null {
  if (!camp.startsAt || !camp.endsAt || !camp.timezone) return null;
  const details = `${pageUrl}\n\n${camp.description}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: camp.title,
    dates: `${utcStamp(camp.startsAt)}/${utcStamp(camp.endsAt)}`,
    ctz: camp.timezone,
  });
  if (camp.location) params.set("location", placeLine(camp.location));
  params.set("details", details.length > DETAILS_MAX ? `${details.slice(0, DETAILS_MAX - 1)}…` : details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * "Open in maps": an OpenStreetMap link to the point when the camp has coordinates, else a search for its address.
 * A link only: no map tiles or images are fetched.
 */
export function mapsUrl(location: CampLocation): string {
  if (location.lat !== undefined && location.lng !== undefined) {
    const { lat, lng } = location;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  }
  const query = [location.address, location.city, location.country].join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
