import type { MealDetail } from "@medcamp/contract";
import { collapseSpace } from "./meta-description";

export const SITE_NAME = "MedCamp";
/** Camp fees are in US dollars (the product shows them with "$"). */
export const PRICE_CURRENCY = "USD";

const SCHEMA = "https://schema.org";

export interface EventJsonLdInput {
  camp: MealDetail;
  /** The camp page's canonical URL. */
  url: string;
  /** The public origin, the organizer's URL. */
  origin: string;
  /** Absolute URL of the camp's share image. */
  imageUrl?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function place(location: NonNullable<MealDetail["location"]>): Json {
  return {
    "@type": "Place",
    name: location.venue,
    address: {
      "@type": "PostalAddress",
      streetAddress: location.address,
      addressLocality: location.city,
      addressCountry: location.country,
    },
    ...(location.lat !== undefined &&
      location.lng !== undefined && {
        geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
      }),
  };
}

/**
 * A camp as a schema.org `Event` (what search engines show as an event result). Fields the camp does not have are
 * left out rather than sent empty: a camp without a schedule has no dates, status or place. The organizer is
 * MedCamp, which runs every camp; the distributor is the admin who posted it, a person whose e-mail stays private.
 * Dates are the API's ISO 8601 instants as they are.
 */
export function eventJsonLd({ camp, url, origin, imageUrl }: EventJsonLdInput): Json {
  const scheduled = camp.startsAt !== null;
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: camp.title,
    description: collapseSpace(camp.description),
    url,
    ...(camp.startsAt !== null && { startDate: camp.startsAt }),
    ...(camp.endsAt !== null && { endDate: camp.endsAt }),
    ...(scheduled && { eventStatus: `${SCHEMA}/EventScheduled` }),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    ...(camp.location !== null && { location: place(camp.location) }),
    ...(imageUrl !== undefined && { image: [imageUrl] }),
    offers: {
      "@type": "Offer",
      price: camp.price,
      priceCurrency: PRICE_CURRENCY,
      url,
      availability: `${SCHEMA}/${camp.seatsLeft === 0 ? "SoldOut" : "InStock"}`,
      validFrom: camp.postTime,
    },
    organizer: { "@type": "Organization", name: SITE_NAME, url: origin },
  };
}
