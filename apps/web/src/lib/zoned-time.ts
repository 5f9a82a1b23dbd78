/**
 * Wall times in an IANA time zone, with the platform's Intl only (docs/architecture.md §6 "Time"). A wall time is what a
 * `datetime-local` input holds: `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss`.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building one is the slow part. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall time in `timeZone` at the instant `epochMs`. */
function wallAt(epochMs: number, timeZone: string): Wall {
  const parts = partsFormat(timeZone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** The wall time read as if it were UTC, in milliseconds (years below 100 included, which Date.UTC would shift). */
function wallAsUtc({ year, month, day, hour, minute, second }: Wall): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The zone's offset from UTC at the instant, in whole minutes (east positive: Asia/Kathmandu is +345). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallAsUtc(wallAt(whole, timeZone)) - whole) / MINUTE);
}

function parseWall(value: string): Wall | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map((n) => Number(n ?? 0));
  const wall = { year, month, day, hour, minute, second };
  // Rejects days and times that do not exist on any calendar (2026-02-30, 24:00).
  const back = new Date(wallAsUtc(wall));
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return wall;
}

/**
 * The instant at which `timeZone`'s clocks show the wall time, in epoch milliseconds; null when the text is no
 * wall time. A time the clocks skip (the spring-forward gap) moves on by the gap, as the clocks did; a time they show
 * twice (the autumn overlap) is the first of the two. These are the choices of Temporal's "compatible".
 */
export function wallTimeToEpoch(value: string, timeZone: string): number | null {
  const wall = parseWall(value);
  if (!wall) return null;
  const asUtc = wallAsUtc(wall);
  const before = offsetMinutesAt(asUtc - DAY, timeZone);
  const after = offsetMinutesAt(asUtc + DAY, timeZone);
  const fits = (offset: number) => offsetMinutesAt(asUtc - offset * MINUTE, timeZone) === offset;
  const candidates = [before, after].filter(fits).map((offset) => asUtc - offset * MINUTE);
  if (candidates.length > 0) return Math.min(...candidates);
  return asUtc - before * MINUTE;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

function formatWall({ year, month, day, hour, minute, second }: Wall, withSeconds: boolean): string {
  const time = `${pad(hour)}:${pad(minute)}${withSeconds ? `:${pad(second)}` : ""}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}`;
}

/** The instant as ISO 8601 with `timeZone`'s offset at that instant: `2026-12-01T09:00:00+06:00`. */
function epochToZonedIso(epochMs: number, timeZone: string): string {
  const offset = offsetMinutesAt(epochMs, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${formatWall(wallAt(epochMs, timeZone), true)}${zone}`;
}

/** A `datetime-local` value in a zone → the ISO instant with that zone's offset; null when the value is no wall time. */
export function wallTimeToInstant(value: string, timeZone: string): string | null {
  const epoch = wallTimeToEpoch(value, timeZone);
  return epoch === null ? null : epochToZonedIso(epoch, timeZone);
}

/**
 * An instant (ISO 8601 with an offset) → the `datetime-local` value showing it in `timeZone`; seconds only when the
 * instant has some. Empty when the instant cannot be read.
 */
export function instantToWallTime(instant: string, timeZone: string): string {
  const epoch = Date.parse(instant);
  if (Number.isNaN(epoch)) return "";
  const wall = wallAt(epoch, timeZone);
  return formatWall(wall, wall.second !== 0);
}

/**
 * The wall time `days` calendar days later, same clock time (a camp's end: its start plus its category's days in its
 * own zone, so a DST change on the way keeps 09:00 at 09:00). Null when the value is no wall time.
 */
export function addDaysToWallTime(value: string, days: number): string | null {
  const wall = parseWall(value);
  if (!wall) return null;
  const date = new Date(wallAsUtc(wall) + days * DAY);
  return formatWall(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: wall.hour,
      minute: wall.minute,
      second: wall.second,
    },
    wall.second !== 0,
  );
}

/** The viewer's own time zone, as the browser names it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
