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

/**
 * "Fri 1 Mar, 9:00 am": the start on the camp's own wall clock, short enough for a subject line; null for a camp
 * without a start (its texts then say "soon").
 */
function shortStart(startsAt: string | null, timezone: string | null): string | null {
  if (!startsAt || !timezone) return null;
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
  subject: ({ camp }, m) => {
    const when = shortStart(camp.startsAt, camp.timezone);
    return when ? m.mail.campReminder.subject(camp.title, when) : m.mail.campReminder.subjectSoon(camp.title);
  },
  body: ({ name, baseUrl, camp, unsubscribeUrl }, m) => {
    const when = shortStart(camp.startsAt, camp.timezone);
    return (
      <MailLayout
        m={m}
        lang={m.mail.layout.lang}
        dir={m.mail.layout.dir}
        preview={when ? m.mail.campReminder.preview(camp.title, when) : m.mail.campReminder.previewSoon(camp.title)}
        heading={m.mail.campReminder.heading(name)}
        unsubscribeUrl={unsubscribeUrl}
        footerNote={m.mail.campReminder.footerNote}
      >
        <MailText>{m.mail.campReminder.intro}</MailText>
        <MailFacts facts={campFacts(camp, m)} />
        <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.campReminder.button}</MailButton>
        <MailText>
          <Link href={`${baseUrl}/api/meals/${camp.id}/calendar.ics`}>{m.mail.campReminder.calendarLink}</Link>
          {` ${m.mail.campReminder.calendarAfter}`}
        </MailText>
      </MailLayout>
    );
  },
});
