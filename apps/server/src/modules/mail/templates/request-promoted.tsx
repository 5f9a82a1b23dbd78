import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";
import { type MailTicket, TicketSection, ticketAttachments } from "./request-ticket.tsx";

export interface RequestPromotedProps {
  name: string;
  baseUrl: string;
  camp: CampSummary;
  /** The seat's ticket; its QR code is attached (absent from messages queued before tickets). */
  ticket?: MailTicket;
  unsubscribeUrl?: string;
}

/** A waiter got a seat (request status: always sent). */
export const requestPromoted = defineTemplate<RequestPromotedProps>({
  subject: ({ camp }, m) => m.mail.requestPromoted.subject(camp.title),
  body: ({ name, baseUrl, camp, ticket, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.requestPromoted.preview}
      heading={m.mail.requestPromoted.heading}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.requestPromoted.hello(name)}</MailText>
      <MailText>{m.mail.requestPromoted.promoted(camp.title)}</MailText>
      <MailFacts facts={campFacts(camp, m)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} m={m} /> : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.requestPromoted.button}</MailButton>
      <MailText>{m.mail.requestPromoted.cancelHint}</MailText>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
