import { MESSAGES } from "../../i18n/messages";
import { type CampSchedule, formatCampDates } from "../../lib/camp-time";

/**
 * A camp's start and end in the camp's own time zone (named when it is not the viewer's), as a `<time>` of its start;
 * "Dates to be announced" for a camp without dates (issue 18).
 */
export function CampDates({ camp }: { camp: CampSchedule }) {
  const text = formatCampDates(camp);
  if (!text || !camp.startsAt) return <span>{MESSAGES.schedule.datesToBeAnnounced}</span>;
  return <time dateTime={camp.startsAt}>{text}</time>;
}
