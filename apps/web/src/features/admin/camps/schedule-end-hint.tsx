import { CATEGORY_DAYS, type Category } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { addDaysToWallTime, viewerTimeZone, wallTimeToEpoch } from "../../../lib/zoned-time";
import { dateFormat } from "../../../i18n/intl";

/**
 * "Ends …" from the start typed, in the zone chosen: the start plus the category's days on that zone's clocks. The
 * zone is named when it is not the viewer's own (docs/architecture.md §6). Null when there is no readable start.
 */
export function campEndText(start: string, timeZone: string, category: Category): string | null {
  const endWall = start ? addDaysToWallTime(start, CATEGORY_DAYS[category]) : null;
  if (!endWall) return null;
  let end: number | null;
  let format: Intl.DateTimeFormat;
  try {
    end = wallTimeToEpoch(endWall, timeZone);
    format = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    return null; // No zone the browser knows yet.
  }
  if (end === null) return null;
  return MESSAGES.schedule.endsAt(format.format(end), timeZone === viewerTimeZone() ? undefined : timeZone);
}

/** Under the start: when the camp ends, said as the admin types. */
export function ScheduleEndHint({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} className="mt-1 text-sm text-base-content/70" aria-live="polite">
      {text}
    </p>
  );
}
