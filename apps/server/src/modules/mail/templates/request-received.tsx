import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";
import { type MailTicket, TicketSection, ticketAttachments } from "./request-ticket.tsx";

export interface RequestReceivedProps {
  name: string;
  baseUrl: string;
  camp: CampSummary;
  /** Pending: a seat is held for them; waitlisted: they wait, `position` in line. */
  status: "pending" | "waitlisted";
  position?: number;
  /** The held seat's ticket (pending only); its QR code is attached. */
  ticket?: MailTicket;
  unsubscribeUrl?: string;
}

/** A join request was received (request status: always sent). */
export const requestReceived = defineTemplate<RequestReceivedProps>({
  subject: ({ camp, status, position }) =>
    status === "waitlisted"
      ? `You are number ${position ?? "?"} on the waitlist for ${camp.title}`
      : `Request received: ${camp.title}`,
  body: ({ name, baseUrl, camp, status, position, ticket, unsubscribeUrl }) => (
    <MailLayout
      preview={
        status === "waitlisted"
          ? `The camp is full for now. You are number ${position ?? "?"} in line.`
          : "We are holding a seat for you while an organiser confirms your request."
      }
      heading={status === "waitlisted" ? "You are on the waitlist" : "Request received"}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>Hello {name},</MailText>
      {status === "waitlisted" ? (
        <MailText>
          {camp.title} is full for now, so we put you on the waitlist. You are number {position ?? "?"} in line. When a
          seat opens up, it goes to the next person in line and we will tell you at once.
        </MailText>
      ) : (
        <MailText>
          Thank you for asking to join {camp.title}. A seat is held for you, and an organiser will confirm your request
          soon.
        </MailText>
      )}
      <MailFacts facts={campFacts(camp)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} /> : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>See the camp</MailButton>
      <MailText>You can follow or cancel your requests on your dashboard: {`${baseUrl}/user/meals`}</MailText>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
