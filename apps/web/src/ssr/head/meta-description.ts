import type { MealDetail } from "@medcamp/contract";

/** About what search results show of a description before cutting it themselves. */
export const DESCRIPTION_MAX = 160;

const ELLIPSIS = "…";

/** Whitespace (new lines, runs of spaces) as single spaces, trimmed. */
export const collapseSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * `text` in at most `max` characters: whole when it fits, else cut at the last word boundary that leaves room for
 * "…" (mid-word only for a first word longer than `max`).
 */
export function trimToWords(text: string, max: number = DESCRIPTION_MAX): string {
  const flat = collapseSpace(text);
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

/** The camp's days in its own time zone, e.g. "Dec 1 – 4, 2026"; null for a camp without dates. */
function campDays(camp: MealDetail, lang: string): string | null {
  if (!camp.startsAt || !camp.timezone) return null;
  const days = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: camp.timezone });
  const start = new Date(camp.startsAt);
  return camp.endsAt ? days.formatRange(start, new Date(camp.endsAt)) : days.format(start);
}

/** "Venue, City, Country"; null for a camp without a place. */
function campPlace(camp: MealDetail): string | null {
  const place = camp.location;
  return place ? [place.venue, place.city, place.country].map(collapseSpace).join(", ") : null;
}

/**
 * A camp's meta description: its days and place first (what a searcher decides on, so a cut falls in the prose),
 * then its own description, all within DESCRIPTION_MAX characters.
 */
export function campDescription(camp: MealDetail, lang: string): string {
  const facts = [campDays(camp, lang), campPlace(camp)].filter((fact): fact is string => fact !== null).join(" · ");
  if (facts === "") return trimToWords(camp.description);
  const text = collapseSpace(camp.description);
  return text === "" ? trimToWords(facts) : trimToWords(`${facts}. ${text}`);
}
