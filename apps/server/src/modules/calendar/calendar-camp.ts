import { camps } from "../../db/schema/index.ts";

/** The columns a calendar event is made of. */
export const calendarCampColumns = {
  id: camps.id,
  title: camps.title,
  description: camps.description,
  startsAt: camps.startsAt,
  endsAt: camps.endsAt,
  timezone: camps.timezone,
  venue: camps.venue,
  address: camps.address,
  city: camps.city,
  country: camps.country,
  lat: camps.lat,
  lng: camps.lng,
};

export interface CalendarCamp {
  id: string;
  title: string;
  description: string;
  startsAt: Date | null;
  endsAt: Date | null;
  /** The camp's IANA time zone (Asia/Dhaka); set together with `startsAt`. */
  timezone: string | null;
  venue: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

/** "venue, address, city, country", from the parts the camp has (undefined when it has none). */
export function placeOf(camp: Pick<CalendarCamp, "venue" | "address" | "city" | "country">): string | undefined {
  const parts = [camp.venue, camp.address, camp.city, camp.country].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}
