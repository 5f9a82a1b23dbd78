import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";
import { type MailTicket, TicketSection, ticketAttachments } from "./request-ticket.tsx";

export interface RequestConfirmedProps {
  name: string;
  baseUrl: string;
  camp: CampSummary;
  /** Whether the camp's calendar event (.ics) is attached (only dated camps have one). */
  withCalendar: boolean;
  /** The seat's ticket; its QR code is attached (absent from messages queued before tickets). */
  ticket?: MailTicket;
  unsubscribeUrl?: string;
}

/** An organiser confirmed the request (request status: always sent); dated camps attach their .ics, tickets their QR. */
export const requestConfirmed = defineTemplate<RequestConfirmedProps>({
  subject: ({ camp }, m) => m.mail.requestConfirmed.subject(camp.title),
  body: ({ name, baseUrl, camp, withCalendar, ticket, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.requestConfirmed.preview}
      heading={m.mail.requestConfirmed.heading}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.requestConfirmed.hello(name)}</MailText>
      <MailText>{m.mail.requestConfirmed.confirmed(camp.title)}</MailText>
      <MailFacts facts={campFacts(camp, m)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} m={m} /> : null}
      {withCalendar ? <MailText>{m.mail.requestConfirmed.calendar}</MailText> : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.requestConfirmed.button}</MailButton>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
