import { formatTicketCode, type MessageCatalog } from "@medcamp/contract";
import QRCode from "qrcode";
import type { MailAttachment } from "../../../db/schema/index.ts";
import { MailFacts, MailText } from "./layout.tsx";

/** A seat's ticket as its messages carry it: issued in the transaction that queued them, so both say the same. */
export interface MailTicket {
  requestId: string;
  code: string;
}

/** The camper's ticket page in the web app (printable, readable offline once opened). */
export const ticketUrl = (baseUrl: string, requestId: string) => `${baseUrl}/user/tickets/${requestId}`;

/** The ticket's code as text, what to do with it at check-in, and where the ticket page is. */
export function TicketSection({ baseUrl, ticket, m }: { baseUrl: string; ticket: MailTicket; m: MessageCatalog }) {
  return (
    <>
      <MailFacts facts={[[m.mail.ticket.label, formatTicketCode(ticket.code)]]} />
      <MailText>{m.mail.ticket.checkIn(ticketUrl(baseUrl, ticket.requestId))}</MailText>
    </>
  );
}

/**
 * The ticket's QR code as a PNG file (base64), or nothing without a ticket. Made by the mail worker when it renders
 * the message: drawing it takes tens of milliseconds, too long for the transaction that holds the camp's lock.
 */
export async function ticketAttachments(ticket: MailTicket | undefined): Promise<MailAttachment[]> {
  if (!ticket) return [];
  const png = await QRCode.toBuffer(ticket.code, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 512 });
  return [
    {
      filename: `medcamp-ticket-${ticket.code}.png`,
      contentType: "image/png",
      content: png.toString("base64"),
      encoding: "base64",
    },
  ];
}
