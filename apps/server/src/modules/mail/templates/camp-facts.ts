import type { MessageCatalog } from "@medcamp/contract";

/**
 * A camp as the messages about it describe it (plain JSON: it waits in the outbox with the rest of the props). Times
 * are ISO instants, shown in the camp's own time zone.
 */
export interface CampSummary {
  id: string;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  timezone: string | null;
  /** "venue, address, city, country" from the parts the camp has, or null. */
  place: string | null;
}

/** "Mon, 2 Mar 2026, 09:00 – Tue, 3 Mar 2026, 17:00 (Asia/Dhaka)", or null for a camp without a date. */
export function campWhen(camp: Pick<CampSummary, "startsAt" | "endsAt" | "timezone">): string | null {
  if (!camp.startsAt || !camp.timezone) return null;
  const format = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: camp.timezone,
  });
  const start = format.format(new Date(camp.startsAt));
  const end = camp.endsAt ? ` – ${format.format(new Date(camp.endsAt))}` : "";
  return `${start}${end} (${camp.timezone})`;
}

/** The camp's "When" and "Where" lines for MailFacts (only those it has). */
export function campFacts(camp: CampSummary, m: MessageCatalog): [string, string][] {
  const facts: [string, string][] = [[m.mail.facts.camp, camp.title]];
  const when = campWhen(camp);
  if (when) facts.push([m.mail.facts.when, when]);
  if (camp.place) facts.push([m.mail.facts.where, camp.place]);
  return facts;
}

/** The camp's page in the web app. */
export const campUrl = (baseUrl: string, campId: string) => `${baseUrl}/meal/${campId}`;

/** The camper's own join requests (My Requests). */
export const MY_REQUESTS_PATH = "/user/meals";

/** The locale mail dates are written in: the catalogue's language (British English for English, as before). */
export const mailIntlLocale = (m: MessageCatalog) => (m.mail.layout.lang === "en" ? "en-GB" : m.mail.layout.lang);

/** A moment as a long date and time in UTC ("25 November 2026 at 09:00 (UTC)"), in the catalogue's language. */
export const mailDay = (iso: string, m: MessageCatalog) =>
  m.mail.facts.inUtc(
    new Intl.DateTimeFormat(mailIntlLocale(m), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
      new Date(iso),
    ),
  );
