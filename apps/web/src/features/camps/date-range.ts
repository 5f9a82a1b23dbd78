import { CALENDAR_DAYS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";

/** The choices of the All Camps "When" filter; "any" is the default and stays out of the URL. */
export const WHEN_CHOICES = ["any", "week", "month", "dates"] as const;
export type WhenChoice = (typeof WHEN_CHOICES)[number];

/** Days as the API takes them (`YYYY-MM-DD`, inclusive); "" for a side left open. */
export type DayRange = { from: string; to: string };

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The day `date` falls on in the viewer's own calendar, as `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * True for a day that exists, written `YYYY-MM-DD` (what a date input gives and the API takes), from
 * CALENDAR_DAYS.first to CALENDAR_DAYS.last. It agrees with the contract's calendarDateSchema but is written out
 * here: the router reads /meals' days on the first page, and that schema would bring zod into the first page's
 * JavaScript.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match || text < CALENDAR_DAYS.first || text > CALENDAR_DAYS.last) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day from the URL: a real `YYYY-MM-DD`, or "" (anything else is ignored). */
export const dayFromQuery = (value: string | null) => (value !== null && isCalendarDate(value) ? value : "");

/**
 * The days a preset covers, in the viewer's local calendar, from today. "This week" runs to the coming Sunday
 * (weeks run Monday to Sunday, as ISO 8601 has them), so on a Sunday it is that day alone: like "This month" it is
 * the rest of the current calendar period, not a rolling window. A link keeps the preset, not the days, so it means
 * "this week" on the day it is opened.
 */
export function presetRange(choice: "week" | "month", today: Date): DayRange {
  const [y, m, d] = [today.getFullYear(), today.getMonth(), today.getDate()];
  // Date(y, m, d + n) counts calendar days, so a daylight-saving change in between does not shift the day.
  const last = choice === "week" ? new Date(y, m, d + ((7 - today.getDay()) % 7)) : new Date(y, m + 1, 0);
  return { from: localDay(today), to: localDay(last) };
}

/** Why no camp can match the picked days (the server refuses it too), or undefined. */
export function dayRangeProblem({ from, to }: DayRange): string | undefined {
  return from !== "" && to !== "" && from > to ? MESSAGES.schedule.fromAfterTo : undefined;
}
