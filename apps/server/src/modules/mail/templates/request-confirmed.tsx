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
  subject: ({ camp }) => `Your seat is confirmed: ${camp.title}`,
  body: ({ name, baseUrl, camp, withCalendar, ticket, unsubscribeUrl }) => (
    <MailLayout
      preview="Your seat at the camp is confirmed."
      heading="Your seat is confirmed"
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>Hello {name},</MailText>
      <MailText>Good news: an organiser confirmed your seat at {camp.title}. We look forward to seeing you.</MailText>
      <MailFacts facts={campFacts(camp)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} /> : null}
      {withCalendar ? (
        <MailText>The camp is attached as a calendar event: open the attachment to add it to your calendar.</MailText>
      ) : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>See the camp</MailButton>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
