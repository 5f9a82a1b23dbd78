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
  subject: ({ camp, status, position }, m) =>
    status === "waitlisted"
      ? m.mail.requestReceived.subjectWaitlisted(position ?? "?", camp.title)
      : m.mail.requestReceived.subjectPending(camp.title),
  body: ({ name, baseUrl, camp, status, position, ticket, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={
        status === "waitlisted"
          ? m.mail.requestReceived.previewWaitlisted(position ?? "?")
          : m.mail.requestReceived.previewPending
      }
      heading={
        status === "waitlisted" ? m.mail.requestReceived.headingWaitlisted : m.mail.requestReceived.headingPending
      }
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.requestReceived.hello(name)}</MailText>
      <MailText>
        {status === "waitlisted"
          ? m.mail.requestReceived.waitlisted(camp.title, position ?? "?")
          : m.mail.requestReceived.pending(camp.title)}
      </MailText>
      <MailFacts facts={campFacts(camp, m)} />
      {ticket ? <TicketSection baseUrl={baseUrl} ticket={ticket} m={m} /> : null}
      <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.requestReceived.button}</MailButton>
      <MailText>{m.mail.requestReceived.dashboard(`${baseUrl}/user/meals`)}</MailText>
    </MailLayout>
  ),
  attachments: ({ ticket }) => ticketAttachments(ticket),
});
