import { createEvents, type EventAttributes, type EventStatus } from "ics";
import type { CalendarCamp } from "./repository.ts";

/** A dated camp: the only kind that can be an event. */
export type DatedCamp = CalendarCamp & { startsAt: Date; endsAt: Date };

export const isDated = <C extends CalendarCamp>(camp: C): camp is C & DatedCamp =>
  camp.startsAt !== null && camp.endsAt !== null;

/** `ics` reads DTSTAMP from `timestamp` (else the machine's clock), which its types leave out. */
type StampedEvent = EventAttributes & { timestamp: number };

const PRODUCT_ID = "-//MedCamp//Camps//EN";

/** "venue, address, city, country", from the parts the camp has. */
function placeOf(camp: CalendarCamp): string | undefined {
  const parts = [camp.venue, camp.address, camp.city, camp.country].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/**
 * One camp as a VEVENT. The UID is the camp's id, so a re-import or a feed refresh updates the same event. Start and
 * end are written as UTC instants: `ics` cannot write TZID with its VTIMEZONE (ADR 013), and an instant is exact.
 */
export function campEvent(camp: DatedCamp, opts: { baseUrl: string; now: Date; status?: EventStatus }): StampedEvent {
  const utc = { startInputType: "utc", startOutputType: "utc", endInputType: "utc", endOutputType: "utc" } as const;
  return {
    uid: `${camp.id}@medcamp`,
    timestamp: opts.now.getTime(),
    start: camp.startsAt.getTime(),
    end: camp.endsAt.getTime(),
    ...utc,
    title: camp.title,
    description: camp.description,
    location: placeOf(camp),
    ...(camp.lat !== null && camp.lng !== null ? { geo: { lat: camp.lat, lon: camp.lng } } : {}),
    url: `${opts.baseUrl}/meal/${camp.id}`,
    ...(opts.status ? { status: opts.status } : {}),
  };
}

/** A VCALENDAR of these events (none is fine: an empty feed is still a calendar). */
export function calendarText(events: EventAttributes[], calName?: string): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, method: "PUBLISH", calName });
  if (error || value === null) throw error ?? new Error("iCalendar output failed");
  return value;
}

/** A file name from the camp's title, in plain ASCII letters, digits and dashes ("camp" when nothing is left). */
export function icsFileName(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "")
    .toLowerCase();
  return `${ascii || "camp"}.ics`;
}
