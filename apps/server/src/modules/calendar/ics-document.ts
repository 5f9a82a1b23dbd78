import { TZDate } from "@date-fns/tz";
import { LRUCache } from "lru-cache";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData, type ICalLocation } from "ical-generator";
import { tzlib_get_ical_block, tzlib_get_offset, tzlib_get_timezones } from "timezones-ical-library";
import { type CalendarCamp, placeOf } from "./calendar-camp.ts";

/** A dated camp: the only kind that can be an event. */
export type DatedCamp = CalendarCamp & { startsAt: Date; endsAt: Date; timezone: string };

export const isDated = <C extends CalendarCamp>(camp: C): camp is C & DatedCamp =>
  camp.startsAt !== null && camp.endsAt !== null && camp.timezone !== null;

export type CampEventStatus = "CONFIRMED" | "TENTATIVE";

const PRODUCT_ID = "//MedCamp//Camps//EN";

/** The zones timezones-ical-library has a VTIMEZONE for (asking for another one logs an error there). */
const knownZones = new Set(tzlib_get_timezones(false));

/** Each known zone's VTIMEZONE, built once: the library assembles it on every call (about 0.2 ms). */
const vtimezones = new Map<string, { tzid: string; block: string } | undefined>();

/** A zone's VTIMEZONE component and its TZID (an alias such as Asia/Calcutta gives the canonical Asia/Kolkata). */
function vtimezoneOf(zone: string): { tzid: string; block: string } | undefined {
  if (!knownZones.has(zone)) return undefined;
  if (!vtimezones.has(zone)) {
    const [block, tzidLine] = tzlib_get_ical_block(zone, false);
    const tzid = tzidLine?.replace(/^TZID=/, "");
    vtimezones.set(zone, block && tzid ? { tzid, block } : undefined);
  }
  return vtimezones.get(zone);
}

/**
 * The VTIMEZONE data's offset at a zone's wall time, remembered: the library reads its rules on every call (about
 * 0.1 ms), and the same camps are asked for again by every feed refresh.
 */
const offsets = new LRUCache<string, string>({ max: 20_000 });
function vtimezoneOffset(tzid: string, date: string, time: string): string {
  const key = `${tzid} ${date} ${time}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzlib_get_offset(tzid, date, time);
    offsets.set(key, offset);
  }
  return offset;
}

/** "+HHMM" / "-HHMM", as timezones-ical-library writes offsets. */
const offsetText = (minutesEast: number) => {
  const abs = Math.abs(minutesEast);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
  return `${minutesEast < 0 ? "-" : "+"}${hhmm}`;
};

/**
 * True when the zone's VTIMEZONE turns the instant's wall-clock time in that zone back into the same instant: the
 * VTIMEZONE's rules agree with the runtime's zone data at that moment, and the wall time is not the repeated hour
 * of a change back from summer time.
 */
function wallTimeIsExact(instant: Date, tzid: string): boolean {
  const local = new TZDate(instant.getTime(), tzid);
  const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
  const time = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
  return vtimezoneOffset(tzid, date, time) === offsetText(-local.getTimezoneOffset());
}

function locationOf(camp: CalendarCamp): ICalLocation | undefined {
  const title = placeOf(camp);
  const geo = camp.lat !== null && camp.lng !== null ? { lat: camp.lat, lon: camp.lng } : undefined;
  if (title === undefined) return geo ? { geo } : undefined;
  return geo ? { title, geo } : { title };
}

/** Start and end as wall-clock times in the camp's zone (TZID), or as UTC instants when the zone has no VTIMEZONE. */
function timesOf(camp: DatedCamp): Pick<ICalEventData, "start" | "end" | "timezone"> {
  const zone = vtimezoneOf(camp.timezone);
  if (zone && wallTimeIsExact(camp.startsAt, zone.tzid) && wallTimeIsExact(camp.endsAt, zone.tzid)) {
    const { tzid } = zone;
    return {
      start: new TZDate(camp.startsAt.getTime(), tzid),
      end: new TZDate(camp.endsAt.getTime(), tzid),
      timezone: tzid,
    };
  }
  return { start: camp.startsAt, end: camp.endsAt, timezone: null };
}

/**
 * One camp as a VEVENT. The UID is the camp's id, so a re-import or a feed refresh updates the same event. Start and
 * end are the camp's local times with its zone's TZID (ADR 013); the calendar adds the zone's VTIMEZONE.
 */
export function campEvent(
  camp: DatedCamp,
  opts: { baseUrl: string; now: Date; status?: CampEventStatus },
): ICalEventData {
  const location = locationOf(camp);
  return {
    id: `${camp.id}@medcamp`,
    stamp: opts.now,
    ...timesOf(camp),
    summary: camp.title,
    description: camp.description,
    ...(location ? { location } : {}),
    url: `${opts.baseUrl}/meal/${camp.id}`,
    ...(opts.status ? { status: ICalEventStatus[opts.status] } : {}),
  };
}

/**
 * A VCALENDAR of these events (none is fine: an empty feed is still a calendar), with one VTIMEZONE for each zone
 * an event's times are written in.
 */
export function calendarText(events: ICalEventData[], calName?: string): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    ...(calName ? { name: calName } : {}),
    timezone: { name: null, generator: (zone) => vtimezoneOf(zone)?.block ?? null },
    events,
  });
  return calendar.toString();
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
