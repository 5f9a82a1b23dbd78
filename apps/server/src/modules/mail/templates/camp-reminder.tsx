import { Link } from "@react-email/link";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";
import { defineTemplate } from "./define.ts";
import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";

export interface CampReminderProps {
  name: string;
  baseUrl: string;
  /** A dated camp (the sweep reminds only camps with a start). */
  camp: CampSummary;
  /** Set by the notifier: reminders are an optional topic. */
  unsubscribeUrl?: string;
}

/** "Fri 1 Mar, 9:00 am": the start on the camp's own wall clock, short enough for a subject line. */
function shortStart(startsAt: string | null, timezone: string | null): string {
  if (!startsAt || !timezone) return "soon";
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: timezone,
  }).format(new Date(startsAt));
}

/** Sent once per camper and camp, REMINDER_LEAD_HOURS before the camp starts, to every seat-holder (optional topic). */
export const campReminder = defineTemplate<CampReminderProps>({
  subject: ({ camp }) => `Reminder: ${camp.title} starts ${shortStart(camp.startsAt, camp.timezone)}`,
  body: ({ name, baseUrl, camp, unsubscribeUrl }) => (
    <MailLayout
      preview={`${camp.title} starts ${shortStart(camp.startsAt, camp.timezone)}.`}
      heading={`See you soon, ${name}`}
      unsubscribeUrl={unsubscribeUrl}
      footerNote="You get this reminder because you hold a seat at this camp."
    >
      <MailText>Your camp is coming up soon. Here is what you need to know.</MailText>
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={campUrl(baseUrl, camp.id)}>Open the camp</MailButton>
      <MailText>
        <Link href={`${baseUrl}/api/meals/${camp.id}/calendar.ics`}>Add to calendar</Link> (an .ics file for your phone
        or computer).
      </MailText>
    </MailLayout>
  ),
});
