import { MESSAGES } from "@medcamp/contract";
import { type CampSchedule, formatCampDates } from "../lib/camp-time";

/** A clock: beside a camp's dates. Decorative (the dates beside it say it). */
export function ClockIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4 shrink-0 text-base-content/60"
    >
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4.25l2.75 1.75" />
    </svg>
  );
}

/**
 * A camp's start and end in the camp's own time zone (named when it is not the viewer's), as a `<time>` of its start;
 * "Dates to be announced" for a camp without dates (issue 18).
 */
export function CampDates({ camp }: { camp: CampSchedule }) {
  const text = formatCampDates(camp);
  if (!text || !camp.startsAt) return <span>{MESSAGES.schedule.datesToBeAnnounced}</span>;
  return <time dateTime={camp.startsAt}>{text}</time>;
}
