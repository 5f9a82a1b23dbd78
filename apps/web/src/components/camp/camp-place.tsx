import { type CampLocation } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { mapsUrl } from "../../lib/camp-time";
import { PinIcon } from "./camp-icons";

/** Words that do not fit (a long venue name) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/**
 * Where a camp takes place (issue 18): the venue, the address, the city and country, and "Open in maps", a link to
 * OpenStreetMap in a new tab (no map is drawn or fetched here).
 */
export function CampPlace({ location }: { location: CampLocation }) {
  const titleId = useId();
  const newTabId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-1.5 text-sm">
      <h2 id={titleId} className="flex items-center gap-1.5 font-semibold">
        <PinIcon />
        {MESSAGES.schedule.place}
      </h2>
      <address className={`space-y-0.5 not-italic ${WRAP}`}>
        <span className="block font-medium">{location.venue}</span>
        <span className="block">{location.address}</span>
        <span className="block">
          {location.city}, {location.country}
        </span>
      </address>
      <a
        href={mapsUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabId}
        className="link link-primary inline-flex min-h-6 items-center gap-1"
      >
        {MESSAGES.schedule.openInMaps}
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          aria-hidden="true"
          className="size-3.5"
        >
          <path d="M8 4H4.5v11.5H16V12M11 3.5h5.5V9M16.5 3.5 9 11" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
      <span id={newTabId} hidden>
        {MESSAGES.schedule.opensInNewTab}
      </span>
    </section>
  );
}
