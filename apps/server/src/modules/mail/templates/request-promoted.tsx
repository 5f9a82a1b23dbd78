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
  subject: ({ camp }) => `A seat opened up for you: ${camp.title}`,
  body: ({ name, baseUrl, camp, ticket, unsubscribeUrl }) => (
    <MailLayout
      preview="You are off the waitlist: a seat is now held for you."
      heading="A seat opened up for you"
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        A seat at {camp.title} became free and it is now yours. You are off the waitlist, and an organiser will confirm
        your request soon.
      </MailText>
      <MailFacts facts={campFacts(camp)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} /> : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>See the camp</MailButton>
      <MailText>If you can no longer come, please cancel on your dashboard so the next person gets the seat.</MailText>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
